import type { SdscomFixtureLanguage, SdscomFixtureTexts } from './sdscom-fixture-texts.ts';
import type {
  SdscomFixturePhrase,
  SdscomFixtureProduct,
  SdscomNamespaceStyle,
} from './sdscom-fixtures.ts';
import { v4Sections } from './sdscom-fixture-v4.ts';
import { v5Sections } from './sdscom-fixture-v5.ts';

/** Everything a document needs, defaults applied. */
export interface SdscomDocumentInput {
  shape: 'v4' | 'v5';
  language: SdscomFixtureLanguage;
  namespace: SdscomNamespaceStyle;
  product: SdscomFixtureProduct;
  texts: SdscomFixtureTexts;
  minimumBytes: number;
}

const NAMESPACES = {
  v4: { uri: 'http://www.esdscom.eu/SDScom', prefix: 'SDSCom' },
  v5: { uri: 'http://www.esdscom.eu/eSDScom', prefix: 'eSDScom' },
};

export type Content = string | null | undefined | false | Content[];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The written parts of nested content, leaving out what was not written. */
function flattened(content: Content[]): string[] {
  return content.flatMap((part) =>
    Array.isArray(part) ? flattened(part) : typeof part === 'string' && part !== '' ? [part] : [],
  );
}

/** Writes elements with or without a namespace prefix, and phrases the way the shape does. */
export class XmlWriter {
  private readonly prefix: string | null;
  /** v4 writes a combined P statement as one code (`305+351+338`), v5 as a code each. */
  private readonly joinsCodes: boolean;

  constructor(prefix: string | null, joinsCodes: boolean) {
    this.prefix = prefix;
    this.joinsCodes = joinsCodes;
  }

  element(name: string, ...content: Content[]): string {
    return this.elementWith(name, {}, ...content);
  }

  elementWith(name: string, attributes: Record<string, string>, ...content: Content[]): string {
    const tag = this.qualified(name);
    const attributeText = Object.entries(attributes)
      .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
      .join('');
    const inner = flattened(content);
    return `<${tag}${attributeText}>${inner.length > 0 ? `\n${inner.join('\n')}\n` : ''}</${tag}>`;
  }

  /** An element with a value, or nothing without one. */
  value(name: string, value: string | number | null | undefined): string {
    if (value === null || value === undefined) return '';
    return `<${this.qualified(name)}>${escapeXml(String(value))}</${this.qualified(name)}>`;
  }

  /** A typed-in phrase: text without a catalogue code. */
  text(name: string, text: string): string {
    return this.elementWith(name, { PhraseCatalogueId: '0' }, this.value('FullText', text));
  }

  phrase(name: string, phrase: SdscomFixturePhrase): string {
    const codes = this.joinsCodes ? [phrase.codes.join('+')] : phrase.codes;
    return this.element(
      name,
      codes.map((code) => this.value('PhraseCode', code)),
      this.value('FullText', phrase.fullText),
      (phrase.merges ?? []).map((merge) =>
        this.elementWith(
          'MergePhrase',
          { MergePhraseNo: String(merge.number ?? 0) },
          this.value('MergeText', merge.text),
          this.value('Delimiter', merge.delimiter),
        ),
      ),
    );
  }

  private qualified(name: string): string {
    return this.prefix ? `${this.prefix}:${name}` : name;
  }
}

const PADDING_TEXT =
  'This safety data sheet was prepared in accordance with Regulation (EC) No 1907/2006 (REACH), Annex II, as amended by Regulation (EU) 2020/878.';

/**
 * The whole document: declaration, root with its namespace, the exporting system's header
 * (beside the datasheet in v5, inside it in v4) and one datasheet, grown in section 16 to a
 * minimum size when asked.
 */
export function writeSdscomDocument(input: SdscomDocumentInput): string {
  const namespace = NAMESPACES[input.shape];
  const writer = new XmlWriter(
    input.namespace === 'all-prefix' ? namespace.prefix : null,
    input.shape === 'v4',
  );
  const unpadded = documentWith(input, writer, 0);
  const missingBytes = input.minimumBytes - Buffer.byteLength(unpadded);
  if (missingBytes <= 0) return unpadded;
  const paragraphBytes = Buffer.byteLength(writer.text('FurtherInformation', PADDING_TEXT)) + 1;
  return documentWith(input, writer, Math.ceil(missingBytes / paragraphBytes));
}

function documentWith(
  input: SdscomDocumentInput,
  writer: XmlWriter,
  paddingParagraphs: number,
): string {
  const namespace = NAMESPACES[input.shape];
  const isPrefixed = input.namespace === 'root-prefix' || input.namespace === 'all-prefix';
  const rootName = isPrefixed ? `${namespace.prefix}:DatasheetFeed` : 'DatasheetFeed';
  const namespaceAttribute = isPrefixed
    ? ` xmlns:${namespace.prefix}="${namespace.uri}"`
    : input.namespace === 'default'
      ? ` xmlns="${namespace.uri}"`
      : '';
  const header = informationFromExportingSystem(writer, input);
  const sections = [
    ...(input.shape === 'v5' ? v5Sections(writer, input) : v4Sections(writer, input)),
    writer.element(
      'OtherInformation',
      Array.from({ length: paddingParagraphs }, () =>
        writer.text('FurtherInformation', PADDING_TEXT),
      ),
    ),
  ];
  const body =
    input.shape === 'v5'
      ? [header, writer.element('Datasheet', sections)]
      : [writer.element('Datasheet', header, sections)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- Exported by Chemco SDS Manager 7.2 -->',
    `<${rootName}${namespaceAttribute} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    ...body,
    `</${rootName}>`,
  ].join('\n');
}

function informationFromExportingSystem(writer: XmlWriter, input: SdscomDocumentInput): string {
  const { language, texts } = input;
  return writer.element(
    'InformationFromExportingSystem',
    input.shape === 'v5'
      ? writer.value('SdscomVersionNo', '5.6')
      : writer.value('XmlStandardVersionNo', '4.2.2'),
    writer.element(
      'Language',
      writer.value('FreetextLanguageCode', language),
      input.shape === 'v5' && writer.value('FreetextLanguageCountryCode', texts.country),
    ),
    writer.element(
      'RegulationsRelatedToCountryOrRegion',
      writer.value('RegulationsRelatedToCountryOrRegionCode', texts.country),
    ),
    writer.value('SystemUsedInPreparation', 'Chemco SDS Manager 7.2'),
    writer.value('DateGeneratedExport', input.product.revisionDate),
  );
}
