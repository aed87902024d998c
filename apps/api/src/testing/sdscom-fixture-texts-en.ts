import type { SdscomFixtureTexts } from './sdscom-fixture-texts.ts';

/** The test SDS's words in English (sdscom-fixture-texts.ts says how they are used). */
export const enTexts: SdscomFixtureTexts = {
  country: 'GB',
  signalWords: { DGR: 'Danger', WNG: 'Warning' },
  statements: {
    H225: 'Highly flammable liquid and vapour.',
    H319: 'Causes serious eye irritation.',
    EUH066: 'Repeated exposure may cause skin dryness or cracking.',
    P210: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
    'P305+P351+P338':
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
  },
  extinguishWith: {
    fullText: 'In case of fire: Use… to extinguish.',
    mergeText: 'alcohol-resistant foam, carbon dioxide or dry powder',
  },
  components: { acetone: 'Acetone', ethanol: 'Ethanol' },
  shippingName: 'ACETONE',
  identifiedUse: 'Cleaning and degreasing agent for professional use.',
  emergencyPhoneHours: '24 hours (National Poisons Information Centre, for doctors only)',
  useAdvisedAgainst: 'Not for private (consumer) use.',
  otherHazards: 'Vapours may form explosive mixtures with air. The product degreases the skin.',
  firstAid: {
    general:
      'Take off contaminated clothing immediately. If symptoms persist, seek medical advice.',
    inhalation: 'After inhalation: move the person to fresh air and keep at rest.',
    skin: 'After skin contact: wash with plenty of soap and water.',
    eyes: 'After eye contact: rinse with running water for at least 10 minutes with the eyelids held open.',
    ingestion:
      'After swallowing: rinse mouth with water. Do not induce vomiting. Call a doctor immediately.',
  },
  fireFighting: {
    suitableMedia:
      'Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry powder, water spray.',
    unsuitableMedia: 'Unsuitable extinguishing media: full water jet.',
    combustionProducts: 'In case of fire, carbon monoxide and carbon dioxide may be formed.',
    advice: 'Wear self-contained breathing apparatus. Cool endangered containers with water spray.',
  },
  spill: {
    personal:
      'Remove all sources of ignition. Ensure adequate ventilation. Avoid contact with skin and eyes.',
    environment: 'Do not allow to enter drains or surface water.',
    cleanUp:
      'Absorb with liquid-binding material (sand, diatomaceous earth, universal binder) and dispose of according to section 13.',
  },
  handling: {
    precautions: 'Use only in well-ventilated areas. Avoid the formation of vapours.',
    fire: 'Take precautionary measures against static discharge. Use explosion-proof equipment.',
    hygiene:
      'Do not eat, drink or smoke when using this product. Wash hands before breaks and after work.',
  },
  storage: {
    conditions: 'Keep container tightly closed in a cool, well-ventilated place.',
    incompatible: 'Keep away from oxidising agents.',
  },
  protection: {
    engineering: 'Ensure good ventilation and local exhaust at the workplace.',
    eyes: 'Tightly fitting safety goggles (EN 166).',
    hands: 'Protective gloves of butyl rubber, 0.5 mm, breakthrough time > 480 min (EN ISO 374).',
    body: 'Antistatic protective clothing.',
    respiratory: 'If ventilation is insufficient: respirator with filter type A (EN 14387).',
  },
  disposal: {
    product:
      'Dispose of as hazardous waste through a licensed waste contractor. EWC code 14 06 03*.',
    packaging: 'Dispose of uncleaned packaging like the product.',
  },
  transportPrecautions: 'Transport in closed containers that are upright and secure.',
};
