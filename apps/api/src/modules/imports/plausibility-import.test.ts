import { ImportStatusResponse, Product } from '@sds/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDevice, signIn, type SignedInTestDevice } from '../../testing/device-client.ts';
import {
  IMPORTING_ENV,
  finishedImport,
  sdsForm,
  uploadSdsFile,
} from '../../testing/import-client.ts';
import { buildSdscomXml, type SdscomFixtureProduct } from '../../testing/sdscom-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: FastifyInstance;
let keyUser: SignedInTestDevice;

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: IMPORTING_ENV });
  keyUser = await signIn(app, 'DEMO-KEY-2026');
});
afterAll(() => app.close());

const uniqueArticle = () => `PL-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

async function importXml(product: Partial<SdscomFixtureProduct>) {
  const xml = buildSdscomXml({
    shape: 'v5',
    language: 'en',
    product: { articleNumber: uniqueArticle(), ...product },
  });
  const upload = await uploadSdsFile(app, keyUser, sdsForm(xml, 'vib.xml', 'text/xml'));
  return {
    productId: upload.productId,
    status: await finishedImport(app, keyUser, upload.productId),
  };
}

describe('the plausibility check on an import', () => {
  it('leaves consistent SDScom XML Completed, with no findings', async () => {
    const { status } = await importXml({});
    expect(ImportStatusResponse.parse(status)).toMatchObject({
      status: 'Completed',
      fieldsToConfirm: [],
      findings: [],
    });
  });

  it('makes a contradiction in SDScom XML a field to confirm (PendingUser) with its finding', async () => {
    // The default label (H225, H319, H336) without the exclamation mark H319 and H336 call for.
    const { status } = await importXml({ pictograms: ['GHS02'] });
    expect(status).toMatchObject({ status: 'PendingUser', fieldsToConfirm: ['pictograms'] });
    expect(status.findings).toEqual([
      {
        code: 'pictogram-missing',
        field: 'pictograms',
        params: { hCode: 'H319', pictogram: 'GHS07' },
      },
    ]);
  });

  it('checks the transport data against ADR Table A', async () => {
    const road = {
      unNumber: '1090',
      shippingName: 'ACETONE',
      transportClass: '8',
      packingGroup: 'II',
    };
    const { status } = await importXml({
      transport: { road, sea: null, air: null, tunnelCode: null },
    });
    expect(status.status).toBe('PendingUser');
    expect(status.findings).toEqual([
      {
        code: 'adr-class-mismatch',
        field: 'adrClass',
        params: { unNumber: '1090', adrClass: '8', expected: ['3'] },
      },
    ]);
  });

  it('suggests the storage class the hazard statements call for when the XML gives none', async () => {
    // The default product: H225, ADR class 3 — TRGS 510 storage class 3.
    const { status } = await importXml({ storageClass: null });
    expect(ImportStatusResponse.parse(status)).toMatchObject({
      status: 'PendingUser',
      fieldsToConfirm: ['storageClass'],
    });
    expect(status.findings).toEqual([
      {
        code: 'storage-class-suggested',
        field: 'storageClass',
        params: { suggested: ['3'], basis: expect.arrayContaining(['H225']) as string[] },
      },
    ]);
  });

  it('asks to confirm a storage class that contradicts the hazard statements', async () => {
    const { status } = await importXml({ storageClass: '8B' });
    expect(status).toMatchObject({ status: 'PendingUser', fieldsToConfirm: ['storageClass'] });
    expect(status.findings).toMatchObject([
      {
        code: 'storage-class-contradicts',
        params: { storageClass: '8B', suggested: ['3'] },
      },
    ]);
  });

  it('forgets the findings once the key user saves the product', async () => {
    const { productId, status: imported } = await importXml({ signalWord: 'WNG' });
    expect(imported.findings.map(({ code }) => code)).toEqual(['signal-word-weaker']);
    const product = Product.parse(
      (await asDevice(app, keyUser, { method: 'GET', url: `/api/products/${productId}` })).json(),
    );
    const { articleNumber, masterCode, name } = product;
    const saved = await asDevice(app, keyUser, {
      method: 'PUT',
      url: `/api/products/${productId}`,
      payload: { articleNumber, masterCode, name, signalWord: 'Danger' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = await finishedImport(app, keyUser, productId);
    expect(status).toMatchObject({ status: 'Completed', fieldsToConfirm: [], findings: [] });
  });
});
