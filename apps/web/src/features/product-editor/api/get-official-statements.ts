import { OfficialStatementsResponse, portalEndpoints, type Statement } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/statements?locale=…`: every official H/EUH/P code with its text in that language. */
export function getOfficialStatements(locale: string, signal?: AbortSignal): Promise<Statement[]> {
  return apiClient
    .request({
      endpoint: portalEndpoints.statementsList,
      query: { locale },
      schema: OfficialStatementsResponse,
      signal,
    })
    .then((response) => response.items);
}

/**
 * The picker's list in the product's language (not the interface's: the texts end up on the
 * product). It changes with a release of the portal only, so it is fetched once per language;
 * nothing is fetched while the language is not known yet (null).
 */
export function useOfficialStatements(locale: string | null) {
  return useQuery({
    queryKey: ['product-editor', 'statements', locale],
    queryFn: ({ signal }) => getOfficialStatements(locale ?? '', signal),
    enabled: locale !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
