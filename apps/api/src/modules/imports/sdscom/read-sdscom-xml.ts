import { XMLValidator } from 'fast-xml-parser';
import { FALLBACK_LOCALE } from '@sds/contract';
import { ImportError, emptyImportedSheet, type ImportedSheet } from '../imported-sheet.ts';
import { readComposition } from './sdscom-composition.ts';
import { readSdscomEvidence } from './sdscom-evidence.ts';
import { localeOf, readIdentity, readLanguage } from './sdscom-identity.ts';
import { readLabel } from './sdscom-label.ts';
import { readStorageClass } from './sdscom-regulatory.ts';
import { readSections } from './sdscom-sections.ts';
import { readTransport } from './sdscom-transport.ts';
import { at, parseXmlElements, type XmlElement } from './sdscom-tree.ts';

const ROOT_NAME = 'DatasheetFeed';

/** What may stand before the root: the declaration, comments, instructions, a document type. */
const PROLOGUE_ITEM = /\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)/y;
const ROOT_START = /\s*<(?:[\w.-]+:)?([\w.-]+)[\s/>]/y;

/**
 * Whether a text is an SDScom document: its root element, namespace prefix aside, is
 * `DatasheetFeed`. Cheap (no parsing) so every file embedded in a PDF can be tried; never
 * throws. A document type is stepped over, so such a file still reaches the reader and is
 * refused there with a reason a user can act on.
 */
export function isDatasheetFeed(xml: string): boolean {
  let position = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    PROLOGUE_ITEM.lastIndex = position;
    if (!PROLOGUE_ITEM.exec(xml)) break;
    position = PROLOGUE_ITEM.lastIndex;
  }
  ROOT_START.lastIndex = position;
  return ROOT_START.exec(xml)?.[1] === ROOT_NAME;
}

/**
 * Reads an SDScom XML document (v4 or v5) into an imported sheet. Refuses, with an
 * `ImportError`, any document type or entity declaration before parsing (`xml-doctype`: this
 * rules out external entities and entity expansion bombs, and SDScom never needs one), a text
 * that is not well formed (`xml-malformed`) and a root other than `DatasheetFeed`
 * (`xml-not-sdscom`). Of several datasheets in one feed the first is read.
 */
export function readSdscomXml(xml: string): ImportedSheet {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(xml)) {
    throw new ImportError('xml-doctype', 'The XML declares a document type or entities.');
  }
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new ImportError('xml-malformed', `The XML is not well formed (line ${line}): ${msg}`);
  }
  const root = parsedRoot(xml);
  if (root?.name !== ROOT_NAME) {
    throw new ImportError(
      'xml-not-sdscom',
      `The XML's root is ${root?.name ?? 'missing'}, not ${ROOT_NAME}.`,
    );
  }
  const datasheet = at(root, 'Datasheet');
  return datasheet ? readDatasheet(root, datasheet) : emptyImportedSheet('xml');
}

/**
 * The parser refuses what the validator lets through but no SDS needs, such as nesting deeper
 * than 100 elements (SDScom goes about a dozen deep); that is a file the import cannot read.
 */
function parsedRoot(xml: string): XmlElement | undefined {
  try {
    return parseXmlElements(xml)[0];
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ImportError('xml-malformed', `The XML could not be parsed: ${detail}`);
  }
}

function readDatasheet(feed: XmlElement, datasheet: XmlElement): ImportedSheet {
  const { language, country } = readLanguage(feed, datasheet);
  const locale = localeOf(language, country);
  const label = readLabel(at(datasheet, 'HazardIdentification'), {
    language,
    locale: locale ?? FALLBACK_LOCALE,
  });
  const transport = readTransport(at(datasheet, 'TransportInformation'), language);
  return {
    ...emptyImportedSheet('xml'),
    locale,
    ...readIdentity(at(datasheet, 'IdentificationSubstPrep'), language),
    ...label,
    ...readComposition(at(datasheet, 'Composition')),
    unNumber: transport.unNumber,
    adrClass: transport.adrClass,
    packingGroup: transport.packingGroup,
    // Section 15 is `RegulatoryInformation` in v5, `RegulatoryInfo` in v4.
    storageClass: readStorageClass(
      at(datasheet, 'RegulatoryInformation') ?? at(datasheet, 'RegulatoryInfo'),
    ),
    sections: readSections(datasheet, {
      language,
      hazardStatements: label.hStatements,
      transportLines: transport.lines,
    }),
    evidence: readSdscomEvidence(datasheet),
  };
}
