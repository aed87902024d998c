import {
  componentOf,
  emergencyPhone,
  sectionsFourToThirteen,
  signalWord,
  supplierInformation,
} from './sdscom-fixture-sections.ts';
import type { SdscomDocumentInput, XmlWriter } from './sdscom-fixture-writer.ts';

/**
 * The fixture SDS in the v4 shape: element names and order from the v4.2.2 example instance
 * (`Clp`-prefixed label, transport values with a child per mode).
 */

/** Sections 1–15 in v4: one level of nesting less, `Clp` label elements, transport per value. */
export function v4Sections(writer: XmlWriter, input: SdscomDocumentInput): string[] {
  return [
    v4Identification(writer, input),
    v4HazardIdentification(writer, input),
    writer.element(
      'Composition',
      input.product.components.map((component) =>
        componentOf(writer, component, writer.value('SubstanceName', component.name)),
      ),
    ),
    ...sectionsFourToThirteen(writer, input),
    v4Transport(writer, input),
    writer.element(
      'RegulatoryInfo',
      writer.element(
        'NationalLegislation',
        writer.element(
          'NationalLegislationGermany',
          writer.value(
            'StorageClass',
            input.product.storageClass && `LGK ${input.product.storageClass}`,
          ),
        ),
      ),
    ),
  ];
}

function v4Identification(writer: XmlWriter, { product, texts }: SdscomDocumentInput): string {
  return writer.element(
    'IdentificationSubstPrep',
    writer.value('IssueDate', product.issueDate),
    writer.value('RevisionDate', product.revisionDate),
    writer.value('VersionNo', product.version),
    writer.value('ItemNo', product.articleNumber),
    writer.element(
      'ProductNo',
      writer.value('UserId', 'Customer 4711'),
      writer.value('ProductNoUser', 'K-998'),
    ),
    writer.element('ProductIdentity', writer.value('TradeName', product.name)),
    writer.element(
      'RelevantIdentifiedUse',
      writer.element(
        'ProductFunction',
        writer.text('ProductFunctionDescription', texts.identifiedUse),
      ),
    ),
    writer.element(
      'UseAdvisedAgainst',
      writer.text('OtherUseAdvisedAgainst', texts.useAdvisedAgainst),
    ),
    supplierInformation(writer, product.supplier),
    emergencyPhone(writer, product.emergencyPhone),
  );
}

function v4HazardIdentification(
  writer: XmlWriter,
  { product, texts }: SdscomDocumentInput,
): string {
  return writer.element(
    'HazardIdentification',
    writer.element(
      'Classification',
      writer.element(
        'ClpClassification',
        product.classification.map(({ category, code }) =>
          writer.element(
            'ClpHazardClassification',
            writer.value('ClpHazardClassCategory', category),
            writer.phrase('ClpHazardStatement', { codes: [code] }),
          ),
        ),
      ),
    ),
    writer.element(
      'HazardLabelling',
      writer.element(
        'ClpLabellingInfo',
        product.pictograms.map((pictogram) =>
          writer.phrase('ClpHazardPictogram', { codes: [pictogram] }),
        ),
        signalWord(writer, 'ClpSignalWord', product.signalWord, texts),
        product.hazardStatements.map((statement) => writer.phrase('ClpHazardStatement', statement)),
        product.precautionaryStatements.map((statement) =>
          writer.phrase('ClpPrecautionaryStatement', statement),
        ),
        product.supplementalStatements.map((statement) =>
          writer.phrase('ClpSupplementalHazardInformation', statement),
        ),
      ),
    ),
    writer.element('OtherHazardsInfo', writer.text('OtherHazards', texts.otherHazards)),
  );
}

/** v4 section 14: one element per value (`UnNo`, `PackingGroup`) with a child per mode. */
function v4Transport(writer: XmlWriter, { product, texts }: SdscomDocumentInput): string {
  const { road, sea, air, tunnelCode } = product.transport;
  return writer.element(
    'TransportInformation',
    writer.value('DangerousGoodsAdrRidAdnImdgIcaoIata', String(Boolean(road ?? sea ?? air))),
    writer.element(
      'UnNo',
      writer.value('UnNoAdrRidAdn', road?.unNumber),
      writer.value('UnNoImdg', sea?.unNumber),
      writer.value('UnNoIcao', air?.unNumber),
    ),
    writer.element(
      'ProperShippingName',
      road &&
        writer.element(
          'AdrRidAdn',
          writer.text('ProperShippingNameNationalAdrRidAdn', road.shippingName),
        ),
      sea && writer.element('Imdg', writer.text('ProperShippingNameEnglishImdg', sea.shippingName)),
      air && writer.element('Icao', writer.text('ProperShippingNameEnglishIcao', air.shippingName)),
    ),
    writer.element(
      'TransportHazardClassification',
      road &&
        writer.element(
          'AdrRidAdn',
          writer.phrase('ClassAdrRidAdn', {
            codes: [road.transportClass],
            fullText: road.transportClass,
          }),
        ),
      sea &&
        writer.element(
          'Imdg',
          writer.phrase('ClassImdg', { codes: [sea.transportClass], fullText: sea.transportClass }),
        ),
      air &&
        writer.element(
          'IcaoIata',
          writer.phrase('ClassIcaoIata', {
            codes: [air.transportClass],
            fullText: air.transportClass,
          }),
        ),
    ),
    writer.element(
      'PackingGroup',
      writer.value('PackingGroupAdrRidAdn', road?.packingGroup),
      writer.value('PackingGroupImdg', sea?.packingGroup),
      writer.value('PackingGroupIcaoIata', air?.packingGroup),
    ),
    writer.text('SpecialPrecautionUser', texts.transportPrecautions),
    tunnelCode !== null &&
      writer.element(
        'OtherTransportInformation',
        writer.element('AdrOtherInformation', writer.text('AdrTunnelRestrictionCode', tunnelCode)),
      ),
  );
}
