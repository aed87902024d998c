import { UpdateApiKeyRequest } from '@sds/contract';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** The name a key is given or renamed to: the contract's rule (1–100 characters, trimmed). */
export const ApiKeyNameForm = UpdateApiKeyRequest.pick({ name: true });
export type ApiKeyNameValues = { name: string };

/** The translated message for the name field, from the issue the contract's schema found. */
export function apiKeyNameError(error: FieldError | undefined, t: TFunction<'admin'>) {
  if (!error) return undefined;
  return error.type === 'too_big' ? t('apiKeys.nameTooLong') : t('apiKeys.nameRequired');
}
