/**
 * An upload's placeholder product is known by its article number until the import reads the
 * real one: `SDS-` and the first 12 hex digits of the file's SHA-256. Unique per company and
 * language, so the same file uploaded twice at once makes one product, not two.
 */
export function provisionalArticleNumber(sha256: string): string {
  return `SDS-${sha256.slice(0, 12).toUpperCase()}`;
}

/**
 * A product made from a product request without a file is known by `REQ-` and the first 12 hex
 * digits of the request's id until a key user names it, or an SDS uploaded to it does.
 */
export function requestArticleNumber(requestId: string): string {
  return `REQ-${requestId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

const PROVISIONAL = /^(SDS|REQ)-[0-9A-F]{12}$/;

/**
 * Whether a product still has the identity its upload or request gave it (the SDS decides the
 * real one).
 */
export function isProvisionalArticleNumber(articleNumber: string): boolean {
  return PROVISIONAL.test(articleNumber);
}
