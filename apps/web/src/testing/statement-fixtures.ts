import type { OfficialStatementsResponse } from '@sds/contract';

/** A few official statements as `GET /api/statements?locale=en-US` lists them. */
export const officialStatements: OfficialStatementsResponse = {
  items: [
    { code: 'H220', text: 'Extremely flammable gas.' },
    { code: 'H225', text: 'Highly flammable liquid and vapour.' },
    { code: 'H226', text: 'Flammable liquid and vapour.' },
    { code: 'H319', text: 'Causes serious eye irritation.' },
    { code: 'H336', text: 'May cause drowsiness or dizziness.' },
    { code: 'EUH066', text: 'Repeated exposure may cause skin dryness or cracking.' },
    {
      code: 'P210',
      text: 'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
    },
    { code: 'P233', text: 'Keep container tightly closed.' },
    {
      code: 'P305+P351+P338',
      text: 'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    },
    { code: 'P338', text: 'Remove contact lenses, if present and easy to do. Continue rinsing.' },
  ],
};
