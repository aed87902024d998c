import type { SdscomFixtureComponent } from './sdscom-fixtures.ts';
import type { SdscomDocumentInput, XmlWriter } from './sdscom-fixture-writer.ts';

/** Parts both shapes of the fixture SDS write alike. */

/** Section 1.3: the supplier, where v4 and v5 agree (v5 puts it in a market branch). */
/** Section 1.4: the number, and its description as a phrase when the SDS gives one. */
export function emergencyPhone(
  writer: XmlWriter,
  phone: { number: string; description: string | null },
): string {
  return writer.element(
    'EmergencyPhone',
    writer.value('No', phone.number),
    phone.description === null ? '' : writer.text('EmergencyPhoneDescription', phone.description),
  );
}

export function supplierInformation(writer: XmlWriter, supplier: string): string {
  return writer.element(
    'SupplierInformation',
    writer.value('Country', 'NL'),
    writer.value('Name', supplier),
    writer.element(
      'Address',
      writer.value('VisitingAddressLine1', 'Industrieweg 12'),
      writer.value('VisitingAddressPostCode', '3542 AD'),
      writer.value('VisitingAddressCity', 'Utrecht'),
    ),
    writer.value('Phone', '+31 30 123 45 67'),
    writer.value('Email', 'sds@chemco.example'),
  );
}

/** The signal word as a phrase: the `DGR`/`WNG` code with the word in the sheet's language. */
export function signalWord(
  writer: XmlWriter,
  name: string,
  code: string,
  texts: SdscomDocumentInput['texts'],
): string {
  const fullText = code === 'DGR' || code === 'WNG' ? texts.signalWords[code] : undefined;
  return writer.phrase(
    name,
    fullText === undefined ? { codes: [code] } : { codes: [code], fullText },
  );
}

/** A mixture component: the substance (name element per shape) and its concentration range. */
export function componentOf(
  writer: XmlWriter,
  component: SdscomFixtureComponent,
  name: string,
): string {
  return writer.element(
    'Component',
    writer.element('Substance', name, writer.value('CasNo', component.cas)),
    writer.element(
      'Concentration',
      writer.value('UpperValueSymbol', 'le'),
      writer.value('UpperValue', component.upper),
      writer.value('LowerValueSymbol', 'ge'),
      writer.value('LowerValue', component.lower),
      writer.value('Unit', '%'),
    ),
  );
}

/** Sections 4–13: the same element names in both shapes. */
export function sectionsFourToThirteen(
  writer: XmlWriter,
  { texts }: SdscomDocumentInput,
): string[] {
  const { firstAid, fireFighting, spill, handling, storage, protection, disposal } = texts;
  return [
    writer.element(
      'FirstAidMeasures',
      writer.element(
        'DescriptionOfFirstAidMeasures',
        writer.text('GeneralInformation', firstAid.general),
        writer.text('FirstAidInhalation', firstAid.inhalation),
        writer.text('FirstAidSkin', firstAid.skin),
        writer.text('FirstAidEye', firstAid.eyes),
        writer.text('FirstAidIngestion', firstAid.ingestion),
      ),
    ),
    writer.element(
      'FireFightingMeasures',
      writer.element(
        'ExtinguishingMedia',
        writer.text('MediaToBeUsed', fireFighting.suitableMedia),
        writer.text('MediaNotBeUsed', fireFighting.unsuitableMedia),
      ),
      writer.text('HazardCombustionProd', fireFighting.combustionProducts),
      writer.text('FireFightingPrecautions', fireFighting.advice),
    ),
    writer.element(
      'AccidentalReleaseMeasures',
      writer.element(
        'ForNonEmergencyPersonnel',
        writer.text('PersonalPrecautions', spill.personal),
      ),
      writer.text('EnvironmentalPrecautions', spill.environment),
      writer.element('ContainmentAndCleaningUp', writer.text('CleaningUp', spill.cleanUp)),
    ),
    writer.element(
      'HandlingAndStorage',
      writer.element(
        'SafeHandling',
        writer.text('HandlingPrecautions', handling.precautions),
        writer.element(
          'PrecautionaryMeasures',
          writer.text('MeasuresToPreventFire', handling.fire),
        ),
        writer.text('GeneralOccupationalHygiene', handling.hygiene),
      ),
      writer.text('ConditionsToAvoid', storage.incompatible),
      writer.element(
        'ConditionsForSafeStorage',
        writer.text('TechnicalMeasuresAndStorageConditions', storage.conditions),
      ),
    ),
    writer.element(
      'ExposureControlPersonalProtection',
      writer.element(
        'ExposureControlAppropriateMeasures',
        writer.text('AppropriateEngineeringControls', protection.engineering),
      ),
      writer.element(
        'PersonalProtectionEquipment',
        writer.element(
          'RespiratoryProtection',
          writer.text('SuitableRespiratoryProtectionEquipment', protection.respiratory),
        ),
        writer.element('EyeProtection', writer.text('SuitableEyeProtection', protection.eyes)),
        writer.element(
          'HandProtection',
          writer.text('SkinHandProtectionLongTermContact', protection.hands),
        ),
        writer.element(
          'SkinProtection',
          writer.text('SuitableProtectiveClothing', protection.body),
        ),
      ),
    ),
    writer.element('PhysicalChemicalProperties'),
    writer.element('StabilityReactivity'),
    writer.element('ToxicologicalInformation'),
    writer.element('EcologicalInformation'),
    writer.element(
      'DisposalConsiderations',
      writer.element(
        'WasteTreatment',
        writer.text('ProductWaste', disposal.product),
        writer.text('PackagingWaste', disposal.packaging),
      ),
    ),
  ];
}
