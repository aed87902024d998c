import { ImportFailureReason, ImportStatus } from '@sds/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { loadLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { prepareTranslations } from '../../../testing/render-app.tsx';
import { canImportAgain, canOpenProduct, uploadRowState } from './upload-row-state.ts';
import type { SdsUpload } from './sds-upload-store.ts';

const PRODUCT = '0d9f6c1e-4a2b-4c3d-8e5f-6a7b8c9d0e1f';
const uploaded: SdsUpload = {
  id: '1',
  fileName: 'sds.pdf',
  phase: 'uploaded',
  loaded: 0,
  total: 0,
  productId: PRODUCT,
  importStatus: 'Waiting',
};
const answer = (reason: ImportFailureReason) => ({
  status: 'ImportFailed' as const,
  reason,
  productId: PRODUCT,
  fieldsToConfirm: [],
  findings: [],
  updatedAt: '2026-12-01T09:30:00.000Z',
});

beforeAll(async () => {
  await prepareTranslations();
  await loadLazyNamespace('import', 'en-US');
});

describe('the row of an uploaded SDS', () => {
  it('gives every failure reason a sentence of its own', () => {
    const t = i18n.getFixedT('en-US', 'import');
    const sentences = ImportFailureReason.options.map(
      (reason) =>
        uploadRowState({ upload: uploaded, answer: answer(reason), statusError: null, t }).lines[0],
    );
    expect(new Set(sentences).size).toBe(ImportFailureReason.options.length);
    for (const sentence of sentences) expect(sentence).toMatch(/\.$/);
  });

  it('offers Open where the product has content, Import again where that may help', () => {
    const offers = ImportStatus.options.map((status) => [
      status,
      canOpenProduct(status),
      canImportAgain(status),
    ]);
    expect(offers).toEqual([
      ['Waiting', false, false],
      ['Importing', false, false],
      ['Completed', true, false],
      ['NoXml', true, true],
      ['ImportFailed', false, true],
      ['New', false, false],
      ['PendingUser', true, false],
      ['Unknown', false, false],
    ]);
  });

  it('says a file that is not an SDS was not imported, and offers nothing to open', () => {
    const t = i18n.getFixedT('en-US', 'import');
    const refused = { ...answer('not-an-sds'), status: 'NoXml' as const };
    const row = uploadRowState({ upload: uploaded, answer: refused, statusError: null, t });
    expect(row).toMatchObject({ tone: 'failed', badge: 'Not imported' });
    expect(row.status).toBeUndefined();
    expect(row.lines).toEqual([
      expect.stringMatching(/^The PDF is not a safety data sheet/),
      'Nothing was added to your products.',
    ]);
    const scan = { ...answer('no-text'), status: 'NoXml' as const };
    expect(uploadRowState({ upload: uploaded, answer: scan, statusError: null, t })).toMatchObject({
      badge: 'Fill in by hand',
      status: 'NoXml',
    });
  });
});
