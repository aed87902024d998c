/**
 * An upload's placeholder product is known by its article number until the import reads the
 * real one: `SDS-` and the first 12 hex digits of the file's SHA-256. Unique per company and
 * language, so the same file uploaded twice at once makes one product, not two.
 */
export function provisionalArticleNumber(sha256: string): string {
  return `SDS-${sha256.slice(0, 12).toUpperCase()}`;
}

const PROVISIONAL = /^SDS-[0-9A-F]{12}$/;

/** Whether a product still has the identity its upload gave it (the SDS decides the real one). */
export function isProvisionalArticleNumber(articleNumber: string): boolean {
  return PROVISIONAL.test(articleNumber);
}
