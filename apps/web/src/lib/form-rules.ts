/** Whether a form value holds more than spaces. */
export const isFilledIn = (value: string): boolean => value.trim() !== '';

/**
 * Whether a value looks like an e-mail address. Deliberately loose: the server validates, and
 * the e-mail it sends proves the address.
 */
export const looksLikeEmail = (value: string): boolean =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
