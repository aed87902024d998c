import { OfficialStatementsResponse, portalEndpoints, type Statement } from '@sds/contract';
import { apiClient } from './api-client.ts';

/**
 * `GET /api/statements?locale=…`: every official H/EUH/P code with its text in that language
 * (English where the EU publishes none). The product editor offers them; the sheet shows a
 * product's statements with them in the reader's language.
 */
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
