import { describe, expect, it } from 'vitest';
import { ImportStatusResponse } from './imports.ts';

const status = {
  status: 'PendingUser',
  productId: '0d9f6c1e-4a2b-4c3d-8e5f-6a7b8c9d0e1f',
  fieldsToConfirm: ['pictograms'],
  updatedAt: '2026-12-01T09:30:00.000Z',
};

describe('the findings of an import status', () => {
  it('carries each finding with its code, field and parameters', () => {
    const finding = {
      code: 'pictogram-missing',
      field: 'pictograms',
      params: { hCode: 'H314', pictogram: 'GHS05' },
    };
    expect(ImportStatusResponse.parse({ ...status, findings: [finding] }).findings).toEqual([
      finding,
    ]);
  });

  it('refuses a finding of an unknown code, on another field or without its parameters', () => {
    const parse = (finding: object) =>
      ImportStatusResponse.safeParse({ ...status, findings: [finding] }).success;
    expect(parse({ code: 'looks-odd', field: 'pictograms', params: {} })).toBe(false);
    const unknown = { unNumber: '9999' };
    expect(parse({ code: 'un-number-unknown', field: 'adrClass', params: unknown })).toBe(false);
    expect(parse({ code: 'un-number-unknown', field: 'unNumber', params: {} })).toBe(false);
    expect(parse({ code: 'un-number-unknown', field: 'unNumber', params: unknown })).toBe(true);
  });

  it('is a list, empty when all fits', () => {
    expect(ImportStatusResponse.safeParse(status).success).toBe(false);
    expect(ImportStatusResponse.parse({ ...status, findings: [] }).findings).toEqual([]);
  });
});
