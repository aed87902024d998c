import { XMLParser, type EntityDecoderOptions } from 'fast-xml-parser';

/**
 * One XML element with its namespace prefix removed: SDScom files name the same element
 * `eSDScom:Datasheet`, `SDSCom:Datasheet` or plain `Datasheet` (v5, v4, v4 without a
 * namespace), so the reader matches names only.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** The element's own text, trimmed; '' for elements holding only elements. */
  text: string;
  children: XmlElement[];
}

/** fast-xml-parser's ordered output: `{ Name: [...children], ':@': { '@_attr': 'v' } }`. */
type OrderedNode = Record<string, unknown>;

const ATTRIBUTE_PREFIX = '@_';

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const ENTITY_REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;

/**
 * XML's own references only: the five predefined entities and numeric character references
 * (`&#62;`, which the parser's default decoder leaves alone), decoded in one pass so `&amp;#62;`
 * stays the text `&#62;`. Declared entities are ignored, a second guard behind the reader's
 * refusal of any document type.
 */
const xmlEntityDecoder: EntityDecoderOptions = {
  decode: (text) =>
    text.replace(ENTITY_REFERENCE, (reference, name?: string, decimal?: string, hex?: string) => {
      if (name !== undefined) return PREDEFINED_ENTITIES[name] ?? reference;
      const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
    }),
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
};

/**
 * Ordered output keeps repeated elements in document order and gives every element an array
 * of children, so no element name has to be declared as repeating. Values stay strings
 * (`066` must not become 66).
 */
const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  entityDecoder: xmlEntityDecoder,
  trimValues: true,
});

/** The top-level elements of a well-formed document (one, the root). */
export function parseXmlElements(xml: string): XmlElement[] {
  return toElements(parser.parse(xml) as OrderedNode[]);
}

function toElements(nodes: OrderedNode[]): XmlElement[] {
  const elements: XmlElement[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
    if (name === undefined) continue;
    const content = (node[name] ?? []) as OrderedNode[];
    elements.push({
      name,
      attributes: attributesOf(node[':@']),
      text: content.map((child) => String(child['#text'] ?? '')).join(''),
      children: toElements(content),
    });
  }
  return elements;
}

function attributesOf(raw: unknown): Record<string, string> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key.replace(ATTRIBUTE_PREFIX, ''), String(value)]),
  );
}

/** The element's children of one name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

/** The first element down a path of child names (`at(sheet, 'TransportInformation', 'UnNo')`). */
export function at(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((child) => child.name === name);
  return current;
}

/** Every element of one name below this one, in document order. */
export function descendantsNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === name) found.push(child);
      visit(child);
    }
  };
  if (element) visit(element);
  return found;
}

const REGION_NAME = /^Region[A-Z]{2}$/;

/** Whether an element is one of v5's per-market branches (`RegionEU`, `RegionUS`, …). */
export function isRegion(element: XmlElement): boolean {
  return REGION_NAME.test(element.name);
}

/**
 * The market branch to read under a v5 element: the EU's when there is one (the portal serves
 * EU sheets), else the first. Undefined in v4, which has no branches.
 */
export function preferredRegion(element: XmlElement | undefined): XmlElement | undefined {
  const regions = element?.children.filter(isRegion) ?? [];
  return regions.find((region) => region.name === 'RegionEU') ?? regions[0];
}

/** Text on one line: trimmed, every run of whitespace a single space. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text whose line breaks matter: each line trimmed and collapsed, empty lines dropped. */
export function tidyLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map(singleLine)
    .filter((line) => line !== '')
    .join('\n');
}

/** A text cut to a limit, as the contract's limits require; undefined and '' become null. */
export function capped(text: string | undefined, limit: number): string | null {
  const value = text === undefined ? '' : singleLine(text);
  return value === '' ? null : value.slice(0, limit).trim();
}
