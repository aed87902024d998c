import type { ImportStatusResponse, PlausibilityFinding, Product } from '@sds/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api.ts';
import { fakeEditorApi } from '../../../testing/fake-editor-api.ts';
import { acetone } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const imported: Product = { ...acetone, reviewStatus: 'Draft', importStatus: 'PendingUser' };

/** The editor of a product whose SDScom import the plausibility check stopped. */
async function openWithFindings(findings: PlausibilityFinding[]) {
  const status: ImportStatusResponse = {
    status: 'PendingUser',
    productId: imported.id,
    fieldsToConfirm: [...new Set(findings.map((finding) => finding.field))],
    findings,
    updatedAt: '2026-12-01T09:30:00.000Z',
  };
  fakeEditorApi(({ url }) => {
    if (url === `/api/products/${imported.id}`) return jsonResponse(imported);
    if (url === `/api/products/${imported.id}/importstatus`) return jsonResponse(status);
    return undefined;
  });
  await renderApp(`/product/${imported.id}/edit`, { isAuthenticated: true, role: 'KeyUser' });
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const MISSING_CORROSION: PlausibilityFinding = {
  code: 'pictogram-missing',
  field: 'pictograms',
  params: { hCode: 'H314', pictogram: 'GHS05' },
};

describe('the plausibility findings of an import in the editor', () => {
  it('says each finding in one sentence above the form and at its field', async () => {
    await openWithFindings([
      MISSING_CORROSION,
      {
        code: 'packing-group-mismatch',
        field: 'packingGroup',
        params: { unNumber: '2031', packingGroup: 'III', expected: ['I', 'II'] },
      },
    ]);
    const sentence = 'H314 calls for the pictogram GHS05 (Corrosive), which is missing.';
    const notice = await screen.findByRole('status', {
      name: 'Some data on the sheet do not fit together.',
    });
    expect(within(notice).getByText(sentence)).toBeVisible();
    expect(
      within(notice).getByText('Under ADR, UN 2031 is in packing group I or II, not III.'),
    ).toBeVisible();
    const pictograms = screen.getByRole('group', { name: 'Pictograms' });
    expect(descriptionOf(pictograms)).toContain(sentence);
    expect(screen.queryByText("Read from the PDF's text: check it.")).toBeNull();
  });
  it('suggests a storage class at its field, the classes and statements as the language lists them', async () => {
    await openWithFindings([
      {
        code: 'storage-class-suggested',
        field: 'storageClass',
        params: { suggested: ['6.1C', '6.1D'], basis: ['H301', 'H331'] },
      },
    ]);
    const sentence =
      'No storage class is given; from H301 and H331, TRGS 510 suggests storage class 6.1C or 6.1D. Confirm it or choose another.';
    const notice = await screen.findByRole('status', {
      name: 'Some data on the sheet do not fit together.',
    });
    expect(within(notice).getByText(sentence)).toBeVisible();
    expect(descriptionOf(screen.getByRole('combobox', { name: /Storage class/ }))).toContain(
      sentence,
    );
  });
});
