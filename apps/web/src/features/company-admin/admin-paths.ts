import { paths } from '../../config/paths.ts';

/** The Admin's screens of the whole portal (companies, catalogue, feedback), beside every company's own. */
export const adminPaths = {
  companies: `${paths.admin}/companies`,
  company: (companyId: string) => `${paths.admin}/companies/${encodeURIComponent(companyId)}`,
  catalogue: `${paths.admin}/catalogue`,
  feedback: `${paths.admin}/feedback`,
} as const;

/** The sections of one company's administration, in the order its navigation shows them. */
export const COMPANY_SECTIONS = [
  'overview',
  'codes',
  'licences',
  'devices',
  'api-keys',
  'languages',
  'subscriptions',
] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

/**
 * A section's address under a company's base: `/admin` for a CompanyAdmin's own company,
 * `/admin/companies/{id}` for the company an Admin chose. The overview is the base itself.
 */
export function companySectionPath(basePath: string, section: CompanySection): string {
  return section === 'overview' ? basePath : `${basePath}/${section}`;
}
