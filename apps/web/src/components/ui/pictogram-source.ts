import type { Pictogram } from '@sds/contract';

/** Where the GHS pictograms are served from (`public/pictograms`, same origin for the CSP). */
export function pictogramSource(code: Pictogram): string {
  return `${import.meta.env.BASE_URL}pictograms/${code}.svg`;
}

/**
 * "Gesundheitsschädlich/reizend" is one word to the browser and wider than its pictogram: a
 * zero-width space after each slash lets it wrap there, as a printed label would.
 */
export function breakableAfterSlashes(caption: string): string {
  return caption.replaceAll('/', '/\u200B');
}
