import { PRODUCT_INPUT_LIMITS } from '@sds/contract';
import { subsectionLines } from './sds-sections.ts';

/** A telephone number as sheets print it: `+49 (0)6131 19240`, `0800-123 456`, `112`. */
const PHONE_NUMBER = /(?:\+|00)?\d[\d ()/.\u2010-\u2013-]{4,}\d/u;

/** Lines of sub-section 1.4 that are its heading and nothing more (`1.4 Emergency telephone`). */
const HEADING_ONLY = /^1\.\s?4\D*$/;

/**
 * The sub-section's number and title before a number on its line (`1.4. Notrufnummer :`,
 * `TELEFOONNR. VOOR NOODGEVALLEN`, `Numéro d’appel d’urgence`, `Emergency telephone number`),
 * in the languages the import reads and a few more: what is left names who answers.
 */
const HEADING = new RegExp(
  String.raw`^(?:1\.\s?4\.?(?!\d))?[\s.:]*(?:[\p{L}'’.]+\s+){0,4}?` +
    String.raw`(?:notruf(?:nummer|telefon(?:nummer)?)?|nood(?:gevallen|nummer)|(?:d['’])?urgence|` +
    String.raw`emergency(?:\s+(?:tele)?phone)?(?:\s+(?:number|no\.?|nr\.?))?|emergenza|emergencia|` +
    // The rest of a title that wrapped: `TELEFOONNR.` (voor noodgevallen), `NUMÉRO D’APPEL`.
    String.raw`telefoonn(?:umme)?r\.?|num[ée]ro\s+d['’]appel|telephone\s+number)` +
    String.raw`(?!\p{L})\s*[:.]?\s*`,
  'iu',
);

/** A word that says a line is about the emergency telephone, in any of the languages. */
const EMERGENCY_WORD = /(?:emergency|notruf|nood|urgence|emergenza|emergencia|chemtrec)/iu;

/** A line that gives a number for questions, not emergencies (`For information US call: …`). */
const INFORMATION_LINE = /^(?:for\s+)?(?:general\s+|product\s+)?information\b/iu;

/** A line that gives another number of the sheet (`Material number 1 633622`, `CAS-No`). */
const OTHER_NUMBER =
  /\b(?:material|product|item|article|catalog(?:ue)?|sales|registration)\s+(?:number|no\b|nr\b|code)|\bcas\b|\bec[\s-]no/iu;

/** An account or access code that a line gives with the number: `ID 101844:`, `ID# 101844`. */
const ACCOUNT_NUMBER = /\b(?:ID|access\s+code)\s*#?\s*:?\s*\d+\s*:?/giu;

/** The number a line gives after its title, as printed; null when it gives none. */
function phoneOfLine(line: string): string | null {
  if (HEADING_ONLY.test(line)) return null;
  if (INFORMATION_LINE.test(line) && !EMERGENCY_WORD.test(line)) return null;
  if (OTHER_NUMBER.test(line)) return null;
  const withoutHeading = line.replace(HEADING, '').replace(/^1\.\s?4\.?(?!\d)/, '');
  // An account number before the telephone (`Infotrac ID 101844: +49 …`) is none: blanked out.
  const searched = withoutHeading.replace(ACCOUNT_NUMBER, (code) => ' '.repeat(code.length));
  const match = PHONE_NUMBER.exec(searched);
  if (!match || match[0].replace(/\D/g, '').length < 6) return null;
  if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(match[0].trim())) return null;
  const whole = withoutHeading.trim().replace(/[.;]$/, '');
  const isWholeLine = whole.length <= PRODUCT_INPUT_LIMITS.phone && searched === withoutHeading;
  const value = isWholeLine ? whole : withoutHeading.slice(match.index).trim();
  return value.slice(0, PRODUCT_INPUT_LIMITS.phone).trim();
}

/**
 * Section 1.4's emergency telephone: the line of sub-section 1.4 that says "emergency" with a
 * number on it or under it, else its first line with a number, as the sheet prints it, so who
 * answers and when stay with the number (`Giftinformationszentrum-Nord: +49 551 19240 (24 h)`;
 * from the number on when the line is too long or an account code stands before it). A sheet
 * without
 * numbered sub-sections (US sheets) gives it on a line of section 1 that says "emergency",
 * or on the line after it. Null when there is none. A date or a postcode is not mistaken for
 * a number: at least six digits, and a number that is only a date is skipped; nor is a line
 * for questions (`For information US call: …`) that does not say "emergency".
 */
export function readEmergencyPhone(section1: readonly string[] | null): string | null {
  if (!section1) return null;
  const subsection = subsectionLines(section1, 1, 4) ?? [];
  return (
    emergencyLinePhone(subsection) ??
    subsection.map(phoneOfLine).find((phone) => phone !== null) ??
    emergencyLinePhone(section1)
  );
}

/** The number on, or under, the first line that says "emergency" and gives one. */
function emergencyLinePhone(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (!EMERGENCY_WORD.test(line)) continue;
    const phone = phoneOfLine(line) ?? phoneOfLine(lines[index + 1] ?? '');
    if (phone) return phone;
  }
  return null;
}
