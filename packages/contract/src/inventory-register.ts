import { z } from 'zod';
import { Locale } from './locale-schema.ts';

/**
 * The register of hazardous substances (issue 26 must-have 2, decision 0076): a company's, one
 * site's or one location's products in stock, as a spreadsheet or a printable table.
 */
export const RegisterFormat = z.enum(['csv', 'xlsx', 'pdf']);
export type RegisterFormat = z.infer<typeof RegisterFormat>;

/** The media type each format is sent as. */
export const REGISTER_MEDIA_TYPES: Record<RegisterFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * `GET /api/companies/{id}/register`: the format; a site (a location without a parent) or any
 * location of the company narrows it to that subtree — both given, the location must lie in the
 * site. `locale` sets the language of titles and fixed words; without it, Accept-Language does.
 */
export const RegisterQuery = z.object({
  format: RegisterFormat,
  site: z.uuid().optional(),
  location: z.uuid().optional(),
  locale: Locale.optional(),
});
export type RegisterQuery = z.infer<typeof RegisterQuery>;
