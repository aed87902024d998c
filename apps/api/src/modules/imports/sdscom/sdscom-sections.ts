/**
 * Which SDS sections fill which text section of the product sheet. Each takes the texts of the
 * phrases (catalogue and typed-in alike) under the named elements, in document order; within
 * v5's market branches only the EU's (else the first) is read.
 *
 * | product section      | SDScom source                                                        |
 * |----------------------|----------------------------------------------------------------------|
 * | `hazards`            | 2 `HazardIdentification` without classification and label (2.3      |
 * |                      | other hazards); the label's H/EUH texts when that leaves nothing      |
 * | `firstAid`           | 4 `FirstAidMeasures`                                                 |
 * | `fireFighting`       | 5 `FireFightingMeasures`                                             |
 * | `spillCleanup`       | 6 `AccidentalReleaseMeasures`                                        |
 * | `hygiene`            | 7.1 `HandlingAndStorage/SafeHandling` (incl. occupational hygiene)    |
 * | `storageAndAdr`      | 7.2 `StoragePrecautions`, `ConditionsToAvoid`,                        |
 * |                      | `ConditionsForSafeStorage`; then 14 as a line per transport mode and  |
 * |                      | the rest of 14's texts                                                |
 * | `personalProtection` | 8 `ExposureControlPersonalProtection` without the limit values and    |
 * |                      | the environmental exposure controls                                  |
 * | `usage`              | 1.2 identified uses: `Use`, `MainIntendedUse`, `SecondaryUses`,       |
 * |                      | `RelevantIdentifiedUse` (not the uses advised against)               |
 * | `wasteManagement`    | 13 `DisposalConsiderations`                                          |
 *
 * Paragraphs are joined with a blank line; a section the SDS says nothing for is left out.
 */
import { PRODUCT_INPUT_LIMITS, type ProductSection, type Statement } from '@sds/contract';
import { isPhrase, phraseText } from './sdscom-phrases.ts';
import { at, descendantsNamed, isRegion, type XmlElement } from './sdscom-tree.ts';

/** Where a product section's texts sit: an SDS section, narrowed to parts or with parts left out. */
interface SectionSource {
  section: string;
  /** Elements anywhere in the section to read, in this order; the whole section without. */
  parts?: string[];
  /** Elements whose texts belong elsewhere or read badly as prose (limit-value tables). */
  skip?: string[];
}

/** Section 14 phrases that hold bare values: the mode lines carry them, or alone they say nothing. */
const TRANSPORT_VALUES = [
  'ProperShippingName',
  'ProperShippingNameEnglish',
  'ProperShippingNameNational',
  'DangerReleasingSubstanceEnglish',
  'DangerReleasingSubstanceNational',
  'TransportHazardClassification',
  'TransportHazardLabels',
  'HazardLabelEnglish',
  'AdrTunnelRestrictionCode',
  'AdrLimitedQty',
  'AdrTransportCategory',
  'AdrHazardIdentificationNo',
  'ImdgLimitedQty',
];

const SECTION_SOURCES: Record<ProductSection, SectionSource[]> = {
  hazards: [{ section: 'HazardIdentification', skip: ['Classification', 'HazardLabelling'] }],
  firstAid: [{ section: 'FirstAidMeasures' }],
  fireFighting: [{ section: 'FireFightingMeasures' }],
  spillCleanup: [{ section: 'AccidentalReleaseMeasures' }],
  hygiene: [{ section: 'HandlingAndStorage', parts: ['SafeHandling'] }],
  storageAndAdr: [
    {
      section: 'HandlingAndStorage',
      parts: ['StoragePrecautions', 'ConditionsToAvoid', 'ConditionsForSafeStorage'],
    },
  ],
  personalProtection: [
    {
      section: 'ExposureControlPersonalProtection',
      skip: ['ControlParameters', 'EnvironmentalExposureControls'],
    },
  ],
  usage: [
    {
      section: 'IdentificationSubstPrep',
      parts: ['Use', 'MainIntendedUse', 'SecondaryUses', 'RelevantIdentifiedUse'],
    },
  ],
  wasteManagement: [{ section: 'DisposalConsiderations' }],
};

/** What the sections need beyond the datasheet: the language and what other readers found. */
export interface SectionInputs {
  language: string | null;
  hazardStatements: Statement[];
  transportLines: string[];
}

/** The product's text sections from a datasheet (see the table above). */
export function readSections(
  datasheet: XmlElement,
  inputs: SectionInputs,
): Partial<Record<ProductSection, string>> {
  const paragraphsOf = (section: ProductSection) =>
    SECTION_SOURCES[section].flatMap((source) => readSource(datasheet, source, inputs.language));
  const hazards = paragraphsOf('hazards');
  const paragraphs: Record<ProductSection, string[]> = {
    hazards: hazards.length > 0 ? hazards : statementLines(inputs.hazardStatements),
    firstAid: paragraphsOf('firstAid'),
    fireFighting: paragraphsOf('fireFighting'),
    spillCleanup: paragraphsOf('spillCleanup'),
    hygiene: paragraphsOf('hygiene'),
    storageAndAdr: [
      ...paragraphsOf('storageAndAdr'),
      inputs.transportLines.join('\n'),
      ...readSource(
        datasheet,
        { section: 'TransportInformation', skip: TRANSPORT_VALUES },
        inputs.language,
      ),
    ],
    personalProtection: paragraphsOf('personalProtection'),
    usage: paragraphsOf('usage'),
    wasteManagement: paragraphsOf('wasteManagement'),
  };
  const sections: Partial<Record<ProductSection, string>> = {};
  for (const [section, texts] of Object.entries(paragraphs) as [ProductSection, string[]][]) {
    const text = joinParagraphs(texts);
    if (text !== '') sections[section] = text;
  }
  return sections;
}

function readSource(
  datasheet: XmlElement,
  source: SectionSource,
  language: string | null,
): string[] {
  const section = at(datasheet, source.section);
  if (!section) return [];
  const roots = source.parts
    ? source.parts.flatMap((part) => descendantsNamed(section, part))
    : [section];
  const skipped = new Set(source.skip);
  return roots.flatMap((root) => phraseTexts(root, language, skipped));
}

/** The texts of the phrases under an element, in document order, not looking inside a phrase. */
function phraseTexts(element: XmlElement, language: string | null, skipped: Set<string>): string[] {
  if (skipped.has(element.name)) return [];
  if (isPhrase(element)) return [phraseText(element, language)];
  return withOneRegion(element.children).flatMap((child) => phraseTexts(child, language, skipped));
}

/** Keeps one of v5's market branches (the EU's, else the first), so no text appears twice. */
function withOneRegion(children: XmlElement[]): XmlElement[] {
  const regions = children.filter(isRegion);
  if (regions.length < 2) return children;
  const kept = regions.find((region) => region.name === 'RegionEU') ?? regions[0];
  return children.filter((child) => !isRegion(child) || child === kept);
}

function statementLines(statements: Statement[]): string[] {
  const lines = statements
    .filter(({ text }) => text !== '')
    .map(({ code, text }) => `${code} ${text}`);
  return lines.length > 0 ? [lines.join('\n')] : [];
}

/** Paragraphs once each, a blank line between, within the contract's section limit. */
function joinParagraphs(paragraphs: string[]): string {
  const unique = [...new Set(paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean))];
  return unique.join('\n\n').slice(0, PRODUCT_INPUT_LIMITS.section).trim();
}
