import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TOKEN = 'upload-token-0123456789abcdefghijklmnopqrstuvw';
const LINK = `/redirect#supplier-upload=${TOKEN}`;
const asked = {
  companyName: 'Cleaning Works Ltd',
  supplierName: 'Acme Chemicals GmbH',
  productName: 'Degreaser X',
  articleNumber: 'DX-1',
  locale: 'en-US',
  expiresAt: '2026-12-28T20:44:00.000Z',
};

/**
 * The supplier's upload page (decision 0070): opened by the e-mailed link without an account,
 * its token sent in a body only; a refused file says why and that the link still works.
 */
describe('the supplier’s upload page', () => {
  it('says who asks for which sheet, refuses a letter with the reason and takes the SDS', async () => {
    let uploads = 0;
    const api = fakeApi((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path === '/api/supplier-upload/lookup') return jsonResponse(asked);
      if (path === '/api/supplier-upload') {
        uploads += 1;
        return uploads === 1
          ? problemResponse(422, 'upload-not-an-sds')
          : new Response(null, { status: 202 });
      }
      return problemResponse(404, 'not-found');
    });
    const { user } = await renderApp(LINK);
    expect(
      await screen.findByText(
        'Cleaning Works Ltd asks Acme Chemicals GmbH for the current safety data sheet of Degreaser X (article number DX-1).',
      ),
    ).toBeVisible();
    // The token travels in the body, never in an address.
    const lookup = api.sent().find((request) => request.url.endsWith('/lookup'));
    expect(lookup?.url).not.toContain(TOKEN);
    expect(lookup?.body).toEqual({ token: TOKEN });

    const file = screen.getByLabelText('Safety data sheet (PDF)');
    await user.upload(
      file,
      new File(['%PDF-1.7 letter'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        /This file is not a safety data sheet that can be read\..*the link still works\./,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'Thank you. The safety data sheet has arrived; Cleaning Works Ltd will review it.',
      ),
    ).toBeVisible();
  });

  it('says a used, expired or unknown link no longer works', async () => {
    fakeApi(() => problemResponse(403, 'link-invalid'));
    await renderApp(LINK);
    expect(await screen.findByText(/This link no longer works/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });
});
