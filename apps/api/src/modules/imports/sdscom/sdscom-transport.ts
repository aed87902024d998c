import { PRODUCT_INPUT_LIMITS, type PackingGroup } from '@sds/contract';
import { phraseCodes, phraseText } from './sdscom-phrases.ts';
import { at, descendantsNamed, singleLine, type XmlElement } from './sdscom-tree.ts';

/** The transport modes of section 14, road first: the portal's users move goods by road. */
const MODES = ['ADR/RID', 'ADN', 'IMDG', 'IATA'] as const;
type Mode = (typeof MODES)[number];

/** What section 14 says for one mode, as written. */
interface TransportMode {
  mode: Mode;
  unNumber?: string;
  transportClass?: string;
  packingGroup?: string;
  shippingName?: string;
  tunnelCode?: string;
}

/** Section 14 in the product's shapes, with a line per mode for the sheet's text. */
export interface SheetTransport {
  unNumber: string | null;
  adrClass: string | null;
  packingGroup: PackingGroup | null;
  lines: string[];
}

/**
 * Reads both shapes: v5 gives each mode an element of its own (`RegionEU/AdrRid`, `Adn`,
 * `Imdg`, `IataDgr`) holding `UnNo`, `Class` and `PackingGroup`; v4 gives each value an element
 * with a child per mode (`UnNo/UnNoAdrRidAdn`, `PackingGroup/PackingGroupImdg`,
 * `TransportHazardClassification/AdrRidAdn/ClassAdrRidAdn`). Each value comes from the first
 * mode, in road-first order, that has a usable one.
 */
export function readTransport(
  transport: XmlElement | undefined,
  language: string | null,
): SheetTransport {
  const modes = [
    ...readNestedModes(transport, language),
    ...readFlatModes(transport, language),
  ].sort((a, b) => MODES.indexOf(a.mode) - MODES.indexOf(b.mode));
  const first = <T>(read: (mode: TransportMode) => T | null) =>
    modes.map(read).find((value) => value !== null) ?? null;
  return {
    unNumber: first((mode) => unNumberOf(mode.unNumber)),
    adrClass: first((mode) => transportClassOf(mode.transportClass)),
    packingGroup: first((mode) => packingGroupOf(mode.packingGroup)),
    lines: modes.map(describeMode).filter((line) => line !== ''),
  };
}

const NESTED_MODES: Record<string, Mode> = {
  AdrRid: 'ADR/RID',
  Adn: 'ADN',
  Imdg: 'IMDG',
  IataDgr: 'IATA',
};

function readNestedModes(
  transport: XmlElement | undefined,
  language: string | null,
): TransportMode[] {
  return Object.entries(NESTED_MODES).flatMap(([name, mode]) =>
    descendantsNamed(transport, name)
      .filter((element) => at(element, 'UnNo') ?? at(element, 'Class'))
      .map((element) => ({
        mode,
        unNumber: at(element, 'UnNo')?.text,
        transportClass: at(element, 'Class')?.text,
        packingGroup: at(element, 'PackingGroup')?.text,
        shippingName: shippingNameOf(element, language),
        tunnelCode: at(element, 'OtherInformation', 'AdrTunnelRestrictionCode')?.text,
      })),
  );
}

/** v4's mode suffixes (`UnNoAdrRidAdn`, `ClassIcaoIata`), road first. */
const FLAT_MODES: [Mode, string[]][] = [
  ['ADR/RID', ['AdrRidAdn', 'AdrRid', 'Adr', 'Rid']],
  ['ADN', ['Adn']],
  ['IMDG', ['Imdg']],
  ['IATA', ['IcaoIata', 'Icao', 'Iata']],
];

function readFlatModes(
  transport: XmlElement | undefined,
  language: string | null,
): TransportMode[] {
  const tunnelCode = at(
    transport,
    'OtherTransportInformation',
    'AdrOtherInformation',
    'AdrTunnelRestrictionCode',
  );
  return FLAT_MODES.flatMap(([mode, suffixes]) => {
    // One mode's suffix may differ between values: v4.2 has `UnNoIcao` beside `PackingGroupIcaoIata`.
    const valueOf = (parent: XmlElement | undefined, prefix: string) =>
      suffixes.map((suffix) => at(parent, `${prefix}${suffix}`)).find(Boolean);
    const unNumber = valueOf(at(transport, 'UnNo'), 'UnNo');
    if (!unNumber) return [];
    const classElement = valueOf(at(transport, 'TransportHazardClassification'), '')?.children.find(
      (child) => child.name.startsWith('Class') && !child.name.startsWith('ClassCode'),
    );
    const shippingNames = valueOf(at(transport, 'ProperShippingName'), '');
    return [
      {
        mode,
        unNumber: unNumber.text,
        transportClass:
          classElement && (phraseCodes(classElement)[0] ?? phraseText(classElement, language)),
        packingGroup: valueOf(at(transport, 'PackingGroup'), 'PackingGroup')?.text,
        shippingName: shippingNameOf(shippingNames, language),
        tunnelCode: mode === 'ADR/RID' && tunnelCode ? phraseText(tunnelCode, language) : undefined,
      },
    ];
  });
}

/** The national proper shipping name where the SDS gives one, else the English (`…AdrRidAdn` in v4). */
function shippingNameOf(
  element: XmlElement | undefined,
  language: string | null,
): string | undefined {
  const named = (prefix: string) =>
    element?.children.find((child) => child.name.startsWith(prefix));
  const name = named('ProperShippingNameNational') ?? named('ProperShippingNameEnglish');
  return name && phraseText(name, language);
}

/** Four digits; v5's integer type may drop leading zeros (`4` is UN 0004). */
function unNumberOf(text: string | undefined): string | null {
  const digits = singleLine(text ?? '').replace(/^UN\s*/i, '');
  if (!/^\d{1,4}$/.test(digits) || Number(digits) === 0) return null;
  return digits.padStart(4, '0');
}

function transportClassOf(text: string | undefined): string | null {
  const match = /\d(?:\.\d[A-L]?)?/.exec(singleLine(text ?? ''));
  return match ? match[0].slice(0, PRODUCT_INPUT_LIMITS.shortText) : null;
}

const ARABIC_PACKING_GROUPS: Record<string, PackingGroup> = { '1': 'I', '2': 'II', '3': 'III' };

/** `II`, `2`, `PG II` or `Verpackungsgruppe II` all mean packing group II. */
function packingGroupOf(text: string | undefined): PackingGroup | null {
  const value = singleLine(text ?? '');
  const roman = /\b(III|II|I)\b/i.exec(value)?.[1]?.toUpperCase();
  if (roman === 'I' || roman === 'II' || roman === 'III') return roman;
  const arabic = /\b([123])\b/.exec(value)?.[1];
  return arabic ? (ARABIC_PACKING_GROUPS[arabic] ?? null) : null;
}

/** A mode the way a transport document describes the goods: `ADR/RID: UN 1090 ACETONE, 3, II, (D/E)`. */
function describeMode(mode: TransportMode): string {
  const unNumber = unNumberOf(mode.unNumber);
  if (unNumber === null) return '';
  const goods = [`UN ${unNumber}`, mode.shippingName].filter(Boolean).join(' ');
  const details = [
    transportClassOf(mode.transportClass),
    packingGroupOf(mode.packingGroup),
    mode.tunnelCode && singleLine(mode.tunnelCode),
  ].filter(Boolean);
  return `${mode.mode}: ${[goods, ...details].join(', ')}`;
}
