/** A telephone number as sheets print it: `+49 (0)6131 19240`, `0800-555-0100`, `112`. */
const PRINTED_NUMBER = /(?:\+|00)?\d(?:[\d ./\u2010-\u2013-]|\(0\))+\d/u;

/**
 * The `tel:` address of the first number in a text as an SDS prints it (`Carechem: +44 (0)
 * 1235 239 670 (24/7)` → `tel:+441235239670`): digits and a leading `+`, without the trunk
 * `(0)` that is not dialled after a country code. Null when the text holds no number to dial.
 */
export function telephoneHref(text: string): string | null {
  const printed = PRINTED_NUMBER.exec(text)?.[0];
  if (!printed) return null;
  const international = /^(?:\+|00)/.test(printed);
  const withoutTrunk = international ? printed.replace(/\(0\)/g, '') : printed;
  const digits = withoutTrunk.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 3) return null;
  return `tel:${international ? '+' : ''}${digits}`;
}
