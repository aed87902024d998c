import { EmergencyNumbers, portalEndpoints } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Numbers change seldom: read them once a quarter of an hour, whatever sheet is open. */
const STALE_MS = 15 * 60_000;

/** `GET /api/emergency-numbers`: the device's company's emergency and poison-centre numbers. */
export function getEmergencyNumbers(signal?: AbortSignal): Promise<EmergencyNumbers> {
  return apiClient.request({
    endpoint: portalEndpoints.emergencyNumbersGet,
    schema: EmergencyNumbers,
    signal,
  });
}

/** The company's numbers every sheet offers to call (decision 0048). */
export function useEmergencyNumbers() {
  return useQuery({
    queryKey: ['emergency-numbers'],
    queryFn: ({ signal }) => getEmergencyNumbers(signal),
    staleTime: STALE_MS,
    // The sheet waits for them: a failure shows it without them at once, not after retries.
    retry: false,
  });
}
