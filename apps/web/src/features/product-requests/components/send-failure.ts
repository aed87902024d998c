import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { inMinutes } from '../../../lib/retry-after.ts';
import { uploadProblemOf } from '../../../lib/upload-problem.ts';

type SendFailureInput = {
  error: unknown;
  /** The attached file's name, which the file's own refusals name. */
  fileName: string | undefined;
  t: TFunction<'requests'>;
  language: string;
};

/**
 * Why a product request was not sent, in a sentence the requester can act on, or null when
 * there is nothing to say here: a 401 already said that the session ended (the API client's
 * toast), and the guard opens the login.
 */
export function sendFailureMessage({ error, fileName, t, language }: SendFailureInput) {
  if (isApiError(error, 'rate-limited')) {
    return error.retryAfterSeconds === undefined
      ? t('sendErrors.tooManyLater')
      : t('sendErrors.tooMany', { when: inMinutes(error.retryAfterSeconds, language) });
  }
  const problem = uploadProblemOf(error);
  // Only a file can be too large or of the wrong kind; without one, it is the server's doing.
  const isAboutTheFile = problem === 'too-large' || problem === 'unsupported';
  if (isAboutTheFile && !fileName) return t('sendErrors.failed');
  const file = fileName ?? '';
  switch (problem) {
    case 'too-large':
      return t('sendErrors.tooLarge', { file });
    case 'unsupported':
      return t('sendErrors.notSds', { file });
    case 'empty':
      return t('sendErrors.refused');
    case 'forbidden':
      return t('sendErrors.forbidden');
    case 'no-connection':
      return t('sendErrors.noConnection');
    case 'signed-out':
      return null;
    default:
      return t('sendErrors.failed');
  }
}
