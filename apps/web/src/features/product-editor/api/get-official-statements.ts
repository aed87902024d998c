import { useQuery } from '@tanstack/react-query';
import { getOfficialStatements } from '../../../lib/official-statements.ts';

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
