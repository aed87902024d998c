import { PackingGroup } from '@sds/contract';
import { findLabelledValueIn } from './labelled-value.ts';

/** What section 14 says about road transport (ADR). */
export interface TransportFields {
  unNumber: string | null;
  adrClass: string | null;
  packingGroup: PackingGroup | null;
}

/**
 * `UN number`, `UN No.`, `UN-Nr.`, `UN-Nummer`, `VN-nummer`, `Numéro ONU`, `N° ONU`, the US
 * `UN/ID no.` (a UN or a North American ID number) and `UN#`, and the
 * ADR 2023 wording `UN number or ID number` / `UN-Nummer oder ID-Nummer` / `Numéro ONU ou
 * numéro d'identification`.
 */
const UN_NUMBER_LABELS = String.raw`(?:(?<!\p{L})(?:UN|VN)(?:\s?\/\s?ID)?[\s-]?(?:number|nummer|nr|no|n°|#)\.?|num[ée]ro\s+(?:ONU|UN)|n[°o]\.?\s*ONU)(?:\s+(?:or|of|oder|ou)\s+(?:ID|num[ée]ro\s+d['’]identification)[\s-]?(?:number|nummer|nr|no)?\.?)?`;
/** The four digits, possibly repeated with their prefix (`UN-Nr.: UN 1090`). */
const UN_NUMBER_VALUE = String.raw`(?:UN|VN|ONU)?\s?(\d{4})(?!\d)`;
/** A bare `UN 1090` / `UN1090` / `UN-1090`, upper case: French "un" is a word. */
const BARE_UN_NUMBER = /(?<![\p{L}\d])(?:UN|ONU)[\s-]?(\d{4})(?!\d)/u;

const PACKING_GROUP_LABELS = String.raw`packing\s+group|packaging\s+group|verpakkingsgroep|verpackungsgruppe|groupe\s+d['’]emballage`;
const PACKING_GROUP_VALUE = String.raw`(?:PG\s?)?(III|II|I)(?![\p{L}\d])`;

/**
 * `Transport hazard class(es)`, `Transportgevarenklasse(n)`, `Transportgefahrenklassen`,
 * `Classe(s) de danger pour le transport`, and a plain `Class`/`Klasse`/`Classe` (`ADR class`).
 * `Lagerklasse` or `Wassergefährdungsklasse` do not count: the word must stand alone.
 */
const CLASS_LABELS = [
  String.raw`transport\s?hazard\s+class(?:\(es\)|es)?`,
  String.raw`transportgevarenklasse(?:\(n\)|n)?`,
  String.raw`transportgefahrenklasse(?:\(n\)|n)?`,
  // French labels are long and wrap in table cells: "pour le" may stand before the value.
  String.raw`classe(?:\(s\)|s)?\s+de\s+danger(?:[\p{L}\s'’]{0,30}?)`,
  String.raw`(?<!\p{L})(?:ADR[\s/-]*)?(?:class|klasse|classe)(?!\p{L})`,
].join('|');
/** A class is a digit with an optional division (`3`, `2.1`, `6.1`), not a section number. */
const CLASS_VALUE = String.raw`(\d(?:\.\d)?)(?!\.?\d)`;

/**
 * The UN number, ADR class and packing group, from section 14 when the sheet has one. The UN
 * number and packing group are looked for in the whole text too (some sheets state them in
 * section 2 or in a table of their own); the class only in section 14 when there is one, since
 * elsewhere "class" is a hazard class or a storage class.
 */
export function readTransport(section14: string | null, wholeText: string): TransportFields {
  const unNumber =
    findLabelledValueIn([section14, wholeText], UN_NUMBER_LABELS, UN_NUMBER_VALUE) ??
    bareUnNumber(section14) ??
    bareUnNumber(wholeText);
  const packingGroup = findLabelledValueIn(
    [section14, wholeText],
    PACKING_GROUP_LABELS,
    PACKING_GROUP_VALUE,
  );
  const adrClass = findLabelledValueIn([section14 ?? wholeText], CLASS_LABELS, CLASS_VALUE);
  return { unNumber, adrClass, packingGroup: toPackingGroup(packingGroup) };
}

function toPackingGroup(value: string | null): PackingGroup | null {
  return PackingGroup.options.find((group) => group === value?.toUpperCase()) ?? null;
}

function bareUnNumber(text: string | null): string | null {
  return text === null ? null : (BARE_UN_NUMBER.exec(text)?.[1] ?? null);
}
