import type { Pictogram } from '@sds/contract';

/** Where the GHS pictograms are served from (`public/pictograms`, same origin for the CSP). */
export function pictogramSource(code: Pictogram): string {
  return `${import.meta.env.BASE_URL}pictograms/${code}.svg`;
}
