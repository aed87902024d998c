import { describe, expect, it } from 'vitest';
import { COMPANY_CODE_ENTROPY_BITS, generateCompanyCode } from './company-code-generator.ts';
import { normaliseCompanyCode } from './company-code-protection.ts';

describe('generated company codes', () => {
  it('carry at least 80 bits of entropy', () => {
    expect(COMPANY_CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(80);
  });

  it('are grouped for humans and survive normalisation unchanged but for the dashes', () => {
    const code = generateCompanyCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(normaliseCompanyCode(code)).toBe(code.replaceAll('-', ''));
  });

  it('use every symbol and repeat no code in 10,000 draws', () => {
    const codes = Array.from({ length: 10_000 }, generateCompanyCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(32);
  });
});
