import { portalEndpoints, resolveSupportedLocale } from '@sds/contract';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '../../../lib/account-client.ts';
import { blobResponse } from '../../../lib/api-client.ts';
import { openFile } from '../../../lib/open-file.ts';

/**
 * `POST /api/companies/{companyId}/poster`: the company's sign-in poster as a pdf, its
 * instructions in `locale` (issue 24, decision 0055).
 */
export function getCompanyPoster(companyId: string, locale: string): Promise<Blob> {
  return accountClient.request({
    endpoint: portalEndpoints.companyPoster,
    params: { companyId },
    query: { locale: resolveSupportedLocale(locale) },
    schema: blobResponse,
  });
}

/** Downloads the poster, in the administrator's language, under `fileName`. */
export function useDownloadCompanyPoster(companyId: string) {
  return useMutation({
    mutationFn: (input: { locale: string; fileName: string }) =>
      openFile(() => getCompanyPoster(companyId, input.locale), {
        fileName: input.fileName,
        isViewable: false,
      }),
  });
}
