import type { Pictogram, SignalWord } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { breakableAfterSlashes, pictogramSource } from './pictogram-source.ts';
import './hazard-symbols.css';

// Shared by the device screens (search, sheet, review, shared products), whose `products` texts
// name the signal words and pictograms (loaded by the session route).

type SignalWordBadgeProps = { signalWord: SignalWord; size?: 'small' | 'large' };

/**
 * DANGER or WARNING as on the label: the word itself in capitals, with colour and a warning
 * sign as extra cues, never colour alone. A product without a signal word shows nothing.
 */
export function SignalWordBadge({ signalWord, size = 'small' }: SignalWordBadgeProps) {
  const { t } = useTranslation('products');
  if (signalWord === 'None') return null;
  return (
    <strong className={`signal-word signal-word--${signalWord.toLowerCase()} signal-word--${size}`}>
      <svg className="signal-word__sign" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.5 1.5 21h21L12 2.5Z" />
        <path className="signal-word__mark" d="M11 9h2v6h-2zM11 16.5h2v2h-2z" />
      </svg>
      {t(`signalWord.${signalWord}`)}
    </strong>
  );
}

type PictogramListProps = {
  pictograms: readonly Pictogram[];
  size?: 'small' | 'large';
  /** Large pictograms carry their name below them, for people who do not know the symbols. */
  hasCaptions?: boolean;
};

/** GHS hazard pictograms as images named in the interface language (GHS02 "Flammable"). */
export function PictogramList({
  pictograms,
  size = 'small',
  hasCaptions = false,
}: PictogramListProps) {
  const { t } = useTranslation('products');
  if (pictograms.length === 0) return null;
  const pixels = size === 'large' ? 72 : 32;
  return (
    <ul className={`pictograms pictograms--${size}`}>
      {pictograms.map((code) => (
        <li key={code} className="pictograms__item">
          <img
            className="pictograms__image"
            src={pictogramSource(code)}
            alt={t(`pictograms.${code}`)}
            title={hasCaptions ? undefined : t(`pictograms.${code}`)}
            width={pixels}
            height={pixels}
            decoding="async"
          />
          {hasCaptions ? (
            // The image's alt already names it for assistive technology.
            <span className="pictograms__caption" aria-hidden="true">
              {breakableAfterSlashes(t(`pictograms.${code}`))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
