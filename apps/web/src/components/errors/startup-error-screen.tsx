import { BrandMark } from '../layout/brand-mark.tsx';
import './startup-error-screen.css';

type StartupErrorScreenProps = { title: string; text: string; retryLabel: string };

/**
 * Shown instead of the app when it cannot start, typically because `/config.json` did not
 * load (the API is down, or `vite preview` runs without it). Texts come in ready-made: the
 * translations may be what failed.
 */
export function StartupErrorScreen({ title, text, retryLabel }: StartupErrorScreenProps) {
  return (
    <main className="startup-error">
      <title>{title}</title>
      <div className="startup-error__card" role="alert">
        <BrandMark size={40} />
        <h1 className="startup-error__title">{title}</h1>
        <p className="startup-error__text">{text}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {retryLabel}
        </button>
      </div>
    </main>
  );
}
