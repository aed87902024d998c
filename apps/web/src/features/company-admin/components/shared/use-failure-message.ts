import { useTranslation } from 'react-i18next';
import { failureMessage, forPassingKinds, type FailureKind } from '../../../../lib/api-failure.ts';

/** Texts an action gives for the failures it knows better than the general words. */
export type ActionFailureTexts = Partial<Record<Exclude<FailureKind, 'signed-out'>, string>>;

/**
 * The translated message for a failed administration call: the action's own words where it
 * has them (a 409 means something different for each), else the general one. Null for a 401:
 * the account client has said that the session ended, and the sign-in follows.
 */
export function useFailureMessage(): (error: unknown, texts?: ActionFailureTexts) => string | null {
  const { t } = useTranslation('admin');
  return (error, texts = {}) =>
    failureMessage(error, {
      forbidden: t('errors.forbidden'),
      'not-found': t('errors.notFound'),
      conflict: t('errors.conflict'),
      refused: t('errors.refused'),
      ...forPassingKinds(t('errors.unreachable')),
      otherwise: t('errors.unexpected'),
      ...texts,
    });
}
