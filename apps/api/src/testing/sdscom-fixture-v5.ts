import type { SdscomFixtureTransportMode } from './sdscom-fixtures.ts';
import {
  componentOf,
  emergencyPhone,
  sectionsFourToThirteen,
  signalWord,
  supplierInformation,
} from './sdscom-fixture-sections.ts';
import type { SdscomDocumentInput, XmlWriter } from './sdscom-fixture-writer.ts';

/**
 * The fixture SDS in the v5 shape: element names and order from `SDSComXML.xsd`; sections the
 * readers do not use are written empty.
 */

/** Sections 1–15 in v5: product and SDS data per market (`RegionEU`), transport per mode. */
export function v5Sections(writer: XmlWriter, input: SdscomDocumentInput): string[] {
  return [
    v5Identification(writer, input),
    v5HazardIdentification(writer, input),
    writer.element(
      'Composition',
      writer.element(
        'RegionEU',
        writer.value('CompositionType', 'Mixture'),
        input.product.components.map((component) =>
          componentOf(writer, component, writer.value('GenericName', component.name)),
        ),
      ),
    ),
    ...sectionsFourToThirteen(writer, input),
    v5Transport(writer, input),
    writer.element(
      'RegulatoryInformation',
      writer.element(
        'RegionEU',
        writer.element(
          'NationalLegislation',
          writer.element(
            'NationalLegislationGermany',
            writer.value('StorageClassDE', input.product.storageClass),
          ),
        ),
      ),
    ),
  ];
}

function v5Identification(writer: XmlWriter, { product, texts }: SdscomDocumentInput): string {
  const tradeProduct = (
    userId: string | null,
    productNumber: string,
    tradeName: string,
    ufi: string | null = null,
  ) =>
    writer.element(
      'TradeProductIdentity',
      writer.value('UserId', userId),
      writer.value('ProductNoUser', productNumber),
      writer.element(
        'ProductIdentifiers',
        writer.value('TradeName', tradeName),
        ufi === null ? '' : writer.element('RegionEU', writer.value('Ufi', ufi)),
      ),
    );
  return writer.element(
    'IdentificationSubstPrep',
    // A customer's relabelled product first: the reader must pick the supplier's own entry.
    tradeProduct('Customer 4711', 'K-998', 'Workshop Cleaner'),
    tradeProduct(null, product.articleNumber, product.name, product.ufi ?? null),
    writer.text('Use', texts.identifiedUse),
    writer.text('UseAdvisedAgainst', texts.useAdvisedAgainst),
    writer.element(
      'RegionEU',
      writer.value('SdsName', `${product.name} SDS`),
      writer.value('VersionNo', product.version),
      writer.value('IssueDate', product.issueDate),
      writer.value('RevisionDate', product.revisionDate),
      supplierInformation(writer, product.supplier),
      emergencyPhone(writer, product.emergencyPhone),
    ),
  );
}

function v5HazardIdentification(
  writer: XmlWriter,
  { product, texts }: SdscomDocumentInput,
): string {
  return writer.element(
    'HazardIdentification',
    writer.element(
      'RegionEU',
      writer.element(
        'Classification',
        writer.element(
          'ClpHazardClassification_2023_707',
          product.classification.map(({ category, code }) =>
            writer.element(
              'Classification',
              writer.value('HazardClassCategory', category),
              writer.text('HazardClassCategoryPrintable', `${category}; H${code}`),
            ),
          ),
          product.supplementalStatements.map((statement) =>
            writer.phrase('ClpSupplementalHazardInformation', statement),
          ),
        ),
      ),
      writer.element(
        'HazardLabelling',
        writer.element(
          'ClpHazardLabelling_2023_707',
          product.pictograms.map((pictogram) => writer.value('HazardPictogram', pictogram)),
          signalWord(writer, 'SignalWord', product.signalWord, texts),
          product.hazardStatements.map((statement) => writer.phrase('HazardStatement', statement)),
          product.precautionaryStatements.map((statement) =>
            writer.phrase('PrecautionaryStatement', statement),
          ),
          product.supplementalStatements.map((statement) =>
            writer.phrase('SupplementalHazardInformation', statement),
          ),
        ),
      ),
      writer.element('OtherHazardsInfo', writer.text('OtherHazards', texts.otherHazards)),
    ),
  );
}

/** v5 section 14: sea and air beside the markets, road and inland waterways under `RegionEU`. */
function v5Transport(writer: XmlWriter, { product, texts }: SdscomDocumentInput): string {
  const { road, sea, air, tunnelCode } = product.transport;
  const mode = (name: string, values: SdscomFixtureTransportMode | null, ...extra: string[]) =>
    values &&
    writer.element(
      name,
      writer.value('UnNo', values.unNumber),
      // Road transport documents use the national name; sea and air use English.
      writer.text(
        name === 'AdrRid' ? 'ProperShippingNameNational' : 'ProperShippingNameEnglish',
        values.shippingName,
      ),
      writer.value('Class', values.transportClass),
      writer.value('PackingGroup', values.packingGroup),
      extra,
    );
  return writer.element(
    'TransportInformation',
    mode('Imdg', sea, writer.value('MarinePollutant', 'false')),
    mode('IataDgr', air),
    writer.text('SpecialPrecautionUser', texts.transportPrecautions),
    writer.element(
      'RegionEU',
      mode(
        'AdrRid',
        road,
        writer.element('OtherInformation', writer.value('AdrTunnelRestrictionCode', tunnelCode)),
      ),
    ),
  );
}
