import { PRODUCT_INPUT_LIMITS, isSupplierEmail, isSupplierPhone } from '@sds/contract';
import { subsectionLines } from './sds-sections.ts';

/** The supplier's e-mail address and telephone of SDS 1.3, as far as the text gives them. */
export interface SupplierContact {
  supplierEmail: string | null;
  supplierPhone: string | null;
}

const EMAIL_ADDRESS = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;
const HAS_EMAIL_ADDRESS = new RegExp(EMAIL_ADDRESS.source, 'u');

/**
 * An address meant for questions about the sheet: labelled for the SDS or the person
 * responsible for it (`E-mail address of person responsible for this SDS`, `E-Mail
 * (fachkundige Person)`, `Adresse e-mail de la personne responsable de la FDS`), or a mailbox
 * named for it (`sds@…`, `MSDSadvice@…`, `begel.sdsdesk@…`).
 */
const SDS_ADDRESS =
  /(?:\b|_)(?:m?sds|fds|vib|sdb|msds\w*|safety\s*data|sicherheitsdaten\w*|veiligheids\w*|fiches?\s+de\s+donn[ée]es|fachkundig\w*|competent|responsible|verantwortlich\w*|verantwoordelijk\w*|responsable)/iu;

/** A line that is about the emergency number of 1.4, not the supplier's own telephone. */
const EMERGENCY_LINE =
  /(?:emergency|notruf|nood|urgence|urgencia|emergenza|chemtrec|carechem|poison|gift(?:notruf|informations))/iu;

/**
 * The label of the supplier's telephone (`Telephone :`, `Tel.`, `Phone:`, `Telefon`,
 * `Telefoon`, `Téléphone`, `Tél.`), not a fax (`Telefax`, `Fax`).
 */
const PHONE_LABEL =
  /(?:^|[^\p{L}])(?:t[ée]l(?:[ée]phone|efon|efoon|ephone)?(?:\s*(?:no\.?|nr\.?|number|nummer))?\.?|phone(?:\s*(?:no\.?|number))?)(?!\p{L})\s*[:.#]?\s*/iu;

/** A number after its label: digits with spaces and `+ ( ) - / .` between them. */
const PHONE_NUMBER = /^(?:\+|\(\s*\+?)?\d[\d ()/.\u2010-\u2013-]*\d\)?/u;

/** Where section 1's emergency telephone starts: its sub-section 1.4, or a line about it. */
function emergencyStart(lines: readonly string[]): number {
  const start = lines.findIndex((line) => /^1\.\s?4(?!\d)/.test(line) || EMERGENCY_LINE.test(line));
  return start;
}

/**
 * Where the supplier's details are looked for, best first: sub-section 1.3 when the sheet
 * numbers it, then section 1 up to the emergency telephone (a sheet without numbered
 * sub-sections, or one that gives the contact under 1.1's manufacturer). Lines about the
 * emergency telephone (`Poison Control Center: …`) are left out: its number is another field
 * (`emergencyPhone`). Nothing from other sections: an address in section 16 is the author's or
 * a data source's.
 */
function supplierDetailLines(section1: readonly string[]) {
  const subsection = subsectionLines(section1, 1, 3) ?? [];
  const before = (end: number) =>
    section1.slice(0, end === -1 ? undefined : end).filter((line) => !EMERGENCY_LINE.test(line));
  return {
    // An address may follow the emergency telephone's lines (`Contact E-Mail: …`), not 1.4.
    forEmail: [subsection, before(section1.findIndex((line) => /^1\.\s?4(?!\d)/.test(line)))],
    forPhone: [subsection, before(emergencyStart(section1))],
  };
}

/** A line that only labels an address for the SDS (`E-Mail (fachkundige Person):`). */
function isEmailLabelForSds(line: string): boolean {
  return (
    /e-?mail|courriel|adresse\s+[ée]lectronique/iu.test(line) &&
    SDS_ADDRESS.test(line) &&
    !HAS_EMAIL_ADDRESS.test(line)
  );
}

/** The address labelled for the SDS, else the first one; null when the lines give none. */
function readEmail(lines: readonly string[]): string | null {
  const found = lines.flatMap((line, index) =>
    [...line.matchAll(EMAIL_ADDRESS)]
      .map((match) => match[0].replace(/\.+$/, ''))
      .filter(isSupplierEmail)
      .map((address) => ({
        address,
        // The label may stand on the line above (`E-mail address of the person responsible`).
        isForSds:
          SDS_ADDRESS.test(address.split('@')[0] ?? '') ||
          SDS_ADDRESS.test(line.split(address)[0] ?? '') ||
          isEmailLabelForSds(lines[index - 1] ?? ''),
      })),
  );
  return (found.find((email) => email.isForSds) ?? found[0])?.address ?? null;
}

/** A number as the supplier's telephone when it fits the field and the form; else null. */
function asSupplierPhone(number: string | undefined): string | null {
  const phone = number
    ?.trim()
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/\s+/g, ' ');
  if (!phone || phone.length > PRODUCT_INPUT_LIMITS.supplierPhone) return null;
  return isSupplierPhone(phone) ? phone : null;
}

/**
 * The first number after a telephone label on the lines, as printed; else a line that is a
 * number and nothing more, written as telephones are (`+49 (0) 800 863 73 70`, `(410)
 * 273-9500`, not a bare `1633622`); null when none.
 */
function readPhone(lines: readonly string[]): string | null {
  const unlabelled = lines.filter((line) => /^\s*(?:\+|\(|00)/.test(line));
  return readLabelledPhone(lines) ?? unlabelled.map(asSupplierPhone).find(Boolean) ?? null;
}

function readLabelledPhone(lines: readonly string[]): string | null {
  for (const line of lines) {
    let rest = line;
    for (let label = PHONE_LABEL.exec(rest); label; label = PHONE_LABEL.exec(rest)) {
      rest = rest.slice(label.index + label[0].length);
      const phone = asSupplierPhone(PHONE_NUMBER.exec(rest)?.[0]);
      if (phone) return phone;
    }
  }
  return null;
}

/**
 * The supplier's e-mail address and telephone from section 1's lines (sub-section 1.3, "Details
 * of the supplier of the safety data sheet"): the address labelled for the SDS or its
 * responsible person first, else the first; the number after the first telephone label.
 * The emergency telephone (1.4) is never taken for the supplier's.
 */
export function readSupplierContact(section1: readonly string[] | null): SupplierContact {
  if (!section1) return { supplierEmail: null, supplierPhone: null };
  const { forEmail, forPhone } = supplierDetailLines(section1);
  return {
    supplierEmail: forEmail.map(readEmail).find((email) => email !== null) ?? null,
    supplierPhone: forPhone.map(readPhone).find((phone) => phone !== null) ?? null,
  };
}
