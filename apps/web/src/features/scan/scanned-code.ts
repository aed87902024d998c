import { isValidGtin, parseRedirectTarget, REDIRECT_PATH } from '@sds/contract';

export { isValidGtin } from '@sds/contract';
import { productPathFor, searchPathFor } from '../../config/target-paths.ts';

/** What the app does with a code the camera read (issue 24, decision 0055). */
export type ScannedCodeAction =
  /** A portal label's QR code: the product's sheet opens. */
  | { kind: 'open-sheet'; path: string }
  /** An EAN/GTIN barcode: the products with that GTIN or article number are searched for. */
  | { kind: 'search'; path: string; code: string }
  /** Anything else: the dialog says so and keeps looking. */
  | { kind: 'not-a-portal-code' };

/**
 * The label QR code's target: a `/redirect?…` address naming a product. Only the path and query
 * are read and the app navigates within itself, so a code printed by another portal address (or
 * a forged one) can never send the phone elsewhere.
 */
function labelPathOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.pathname !== REDIRECT_PATH) return null;
  const target = parseRedirectTarget(url.searchParams);
  return target ? productPathFor(target) : null;
}

/** What to do with the text of a code the camera read. */
export function actionForScannedCode(rawText: string): ScannedCodeAction {
  const text = rawText.trim();
  const sheetPath = labelPathOf(text);
  if (sheetPath) return { kind: 'open-sheet', path: sheetPath };
  if (isValidGtin(text)) return { kind: 'search', path: searchPathFor(text), code: text };
  return { kind: 'not-a-portal-code' };
}
