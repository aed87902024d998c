import { useTranslation } from 'react-i18next';
import { adminFailureOf, type AdminFailure } from '../../api/admin-failure.ts';

/** Texts an action gives for the failures it knows better than the general words. */
export type FailureTexts = Partial<Record<Exclude<AdminFailure, 'session-ended'>, string>>;

const GENERAL_KEYS = {
  forbidden: 'errors.forbidden',
  'not-found': 'errors.notFound',
  conflict: 'errors.conflict',
  refused: 'errors.refused',
  unreachable: 'errors.unreachable',
  unexpected: 'errors.unexpected',
} as const;

/**
 * The translated message for a failed administration call: the action's own words where it
 * has them (a 409 means something different for each), else the general one. Null for a 401:
 * the account client has said that the session ended, and the sign-in follows.
 */
export function useFailureMessage(): (error: unknown, texts?: FailureTexts) => string | null {
  const { t } = useTranslation('admin');
  return (error, texts = {}) => {
    const failure = adminFailureOf(error);
    if (failure === 'session-ended') return null;
    return texts[failure] ?? t(GENERAL_KEYS[failure]);
  };
}
