import { describe, expect, it } from 'vitest';
import { labelRegulationOf } from './sds-evidence.ts';

describe('the rules a sheet labels its hazards under', () => {
  it.each([
    ['Safety data sheet according to Regulation (EC) No 1907/2006 (REACH)', 'eu-clp'],
    ['Classification according to Regulation (EC) No 1272/2008 [CLP]', 'eu-clp'],
    ['According to 29 CFR 1910.1200 and Regulation 1907/2006/EC, Article 31', 'eu-clp'],
    ['Prepared to U.S. OSHA, CMA, ANSI and Canadian WHMIS standards', 'other-ghs'],
    ['This product is hazardous according to 29 CFR 1910.1200 (HazCom 2012)', 'other-ghs'],
    ['Classified under the Hazardous Products Regulations', 'other-ghs'],
    ['Safety data sheet', 'eu-clp'],
  ])('%s → %s', (text, regulation) => {
    expect(labelRegulationOf(text)).toBe(regulation);
  });
});
