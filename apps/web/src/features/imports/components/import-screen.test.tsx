import type { ImportStatusResponse } from '@sds/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  problemResponse,
  type SentRequest,
} from '../../../testing/fake-api.ts';
import { fakeXhr, type FakeXhr } from '../../../testing/fake-xhr.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { uploadSds } from '../api/upload-sds.ts';
import type * as SdsUploadStoreModule from './sds-upload-store.ts';
import { createSdsUploadStore, type SdsUploadStore } from './sds-upload-store.ts';

// Every test starts with a list of its own: the app keeps one store for the tab's life.
const stores = vi.hoisted(() => ({ current: null as SdsUploadStore | null }));
vi.mock('./sds-upload-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SdsUploadStoreModule>();
  const current = () => stores.current ?? original.sdsUploadStore;
  const store: SdsUploadStore = {
    subscribe: (listener) => current().subscribe(listener),
    getUploads: () => current().getUploads(),
    add: (files, locale) => current().add(files, locale),
    recordImportStatus: (id, status) => current().recordImportStatus(id, status),
    clearFinished: () => current().clearFinished(),
  };
  return { ...original, sdsUploadStore: store };
});

const PRODUCT_A = '0d9f6c1e-4a2b-4c3d-8e5f-6a7b8c9d0e1f';
const PRODUCT_B = '1e0a7d2f-5b3c-4d4e-9f60-7b8c9d0e1f2a';
const PRODUCT_C = '2f1b8e30-6c4d-4e5f-8a71-8c9d0e1f2a3b';

const pdf = (name: string) => new File(['%PDF-1.7 sds'], name, { type: 'application/pdf' });

function importStatus(
  productId: string,
  change: Partial<ImportStatusResponse> = {},
): ImportStatusResponse {
  return {
    status: 'Waiting',
    productId,
    fieldsToConfirm: [],
    findings: [],
    updatedAt: '2026-12-01T09:30:00.000Z',
    ...change,
  };
}

/**
 * The status calls as the server answers them: each product's answers in turn, the last one
 * for good; `importvib` answers with `reimport` (a 202 with Waiting unless told).
 */
function fakeImportApi(
  answers: Record<string, ImportStatusResponse[]>,
  reimport: (id: string) => Response = (id) => jsonResponse(importStatus(id), 202),
) {
  const asked = new Map<string, number>();
  return fakeApi(({ method, url }: SentRequest) => {
    const [, id = '', action] =
      /^\/api\/products\/([^/]+)\/(importstatus|importvib)$/.exec(url) ?? [];
    if (action === 'importvib' && method === 'POST') return reimport(id);
    const list = answers[id];
    if (action !== 'importstatus' || !list) return problemResponse(404, 'not-found');
    const count = asked.get(id) ?? 0;
    asked.set(id, count + 1);
    return jsonResponse(list[Math.min(count, list.length - 1)]);
  });
}

const statusCalls = (sent: () => SentRequest[], id: string) =>
  sent().filter(({ url }) => url === `/api/products/${id}/importstatus`).length;

async function openImport() {
  const xhr = fakeXhr();
  const view = await renderApp('/import', { isAuthenticated: true, role: 'KeyUser' });
  await screen.findByRole('heading', { level: 1, name: 'Import SDS' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  const choose = (...files: File[]) => view.user.upload(input, files);
  return { ...view, xhr, input, choose };
}

/** The list item of one file. */
const rowOf = (fileName: string) => {
  const name = screen.getByText(fileName, { selector: '.import-row__name span' });
  const row = name.closest('li');
  if (!row) throw new Error(`No row for ${fileName}`);
  return row;
};

/**
 * The upload of one file, once it has left. Each request waits for its AuthCode hash first,
 * so requests sent together may leave in any order.
 */
function uploadOf(xhr: ReturnType<typeof fakeXhr>, fileName: string): Promise<FakeXhr> {
  return vi.waitFor(() => {
    const request = xhr
      .sent()
      .find((sent) => ((sent.body as FormData).get('file') as File | null)?.name === fileName);
    if (!request) throw new Error(`No upload of ${fileName}`);
    return request;
  });
}

/** Answers an upload with the product the server imports it into. */
const accept = (request: FakeXhr, productId: string) =>
  request.respond(202, { productId, importStatus: 'Waiting' });

/** One poll interval passes. */
const nextPoll = () => vi.advanceTimersByTimeAsync(2_000);

beforeEach(() => {
  stores.current = createSdsUploadStore({ storage: sessionStorage, send: uploadSds });
  // Only the polls wait for the test's clock; everything else runs in real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Import SDS: who may use it', () => {
  it('shows a user (role User) the not-allowed screen', async () => {
    const { sent } = fakeImportApi({});
    await renderApp('/import', { isAuthenticated: true, role: 'User' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('is offered to key users beside New product on the search screen', async () => {
    fakeApi(() => jsonResponse({ items: [], total: 0 }));
    const { user, router } = await renderApp('/search', { isAuthenticated: true, role: 'KeyUser' });
    await user.click(await screen.findByRole('link', { name: 'Import SDS' }));
    expect(router.state.location.pathname).toBe('/import');
  });
});

describe('uploading safety data sheets', () => {
  it('sends the language for sheets that do not state it before the file, with its progress', async () => {
    fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'Importing' })] });
    const { xhr, choose, user } = await openImport();
    const language = screen.getByRole('combobox', {
      name: 'Language of sheets that do not state it',
    });
    expect(language).toHaveValue('en-US');
    await user.selectOptions(language, 'de-DE');
    await choose(pdf('sicherheitsdatenblatt.pdf'));

    const request = await uploadOf(xhr, 'sicherheitsdatenblatt.pdf');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/vibupload');
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['locale', 'file']);
    expect(form.get('locale')).toBe('de-DE');

    request.progress(300, 1000);
    const bar = await screen.findByRole('progressbar', {
      name: 'Uploading sicherheitsdatenblatt.pdf',
    });
    expect(bar).toHaveAttribute('value', '0.3');
    expect(within(rowOf('sicherheitsdatenblatt.pdf')).getByText('30%')).toBeVisible();

    accept(request, PRODUCT_A);
    const row = rowOf('sicherheitsdatenblatt.pdf');
    expect(await within(row).findByText('Reading the safety data sheet…')).toBeVisible();
    expect(within(row).queryByRole('progressbar')).toBeNull();
  });

  it('takes dropped files like chosen ones', async () => {
    fakeImportApi({});
    const { xhr } = await openImport();
    const zone = screen.getByText(/Drag safety data sheets here/).closest('.drop-zone');
    if (!zone) throw new Error('No drop zone');
    const files = [pdf('one.pdf'), pdf('two.pdf')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files } });
    expect(zone).toHaveClass('drop-zone--active');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    expect(rowOf('one.pdf')).toBeVisible();
    expect(rowOf('two.pdf')).toBeVisible();
    xhr.sent().forEach((request) => request.fail());
  });

  it('sends at most three files at a time and lists the newest batch first', async () => {
    fakeImportApi({});
    const { xhr, choose } = await openImport();
    await choose(pdf('first.pdf'));
    (await uploadOf(xhr, 'first.pdf')).fail();
    await choose(pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf'));
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(4));

    const names = screen.getAllByText(/\.pdf$/, { selector: '.import-row__name span' });
    expect(names.map((name) => name.textContent)).toEqual([
      'a.pdf',
      'b.pdf',
      'c.pdf',
      'd.pdf',
      'first.pdf',
    ]);
    expect(within(rowOf('d.pdf')).getByText('Queued')).toBeVisible();

    (await uploadOf(xhr, 'b.pdf')).fail();
    await uploadOf(xhr, 'd.pdf');
    expect(within(rowOf('d.pdf')).getByText('Uploading')).toBeVisible();
    xhr
      .sent()
      .slice(1)
      .forEach((request) => request.fail());
  });

  it('says on each file’s row why the server refused it, and goes on with the others', async () => {
    fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'Completed' })] });
    const { xhr, choose } = await openImport();
    await choose(pdf('huge.pdf'), pdf('photo.pdf'), pdf('empty.pdf'));
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(3));
    const problem = (status: number, type: string) =>
      [status, { type, title: type, status }, 'application/problem+json'] as const;
    (await uploadOf(xhr, 'huge.pdf')).respond(...problem(413, 'payload-too-large'));
    (await uploadOf(xhr, 'photo.pdf')).respond(...problem(415, 'unsupported-media-type'));
    (await uploadOf(xhr, 'empty.pdf')).respond(...problem(400, 'validation-failed'));
    await choose(pdf('offline.pdf'), pdf('good.pdf'));
    (await uploadOf(xhr, 'offline.pdf')).fail();
    accept(await uploadOf(xhr, 'good.pdf'), PRODUCT_A);

    expect(await within(rowOf('huge.pdf')).findByRole('alert')).toHaveTextContent(
      'huge.pdf is larger than the server accepts.',
    );
    expect(within(rowOf('photo.pdf')).getByRole('alert')).toHaveTextContent(
      'photo.pdf is not a PDF or SDScom XML file.',
    );
    expect(within(rowOf('empty.pdf')).getByRole('alert')).toHaveTextContent('empty.pdf is empty.');
    expect(await within(rowOf('offline.pdf')).findByRole('alert')).toHaveTextContent(
      'offline.pdf could not be uploaded. Check your connection',
    );
    expect(await within(rowOf('good.pdf')).findByText('Imported')).toBeVisible();
    expect(within(rowOf('good.pdf')).queryByRole('alert')).toBeNull();
  });
});

describe('following an import', () => {
  it('asks every 2 s while it runs, says each state, and stops when it needs the key user', async () => {
    const { sent } = fakeImportApi({
      [PRODUCT_A]: [
        importStatus(PRODUCT_A, { status: 'Waiting' }),
        importStatus(PRODUCT_A, { status: 'Importing' }),
        importStatus(PRODUCT_A, {
          status: 'PendingUser',
          fieldsToConfirm: ['name', 'supplier', 'hStatements'],
        }),
      ],
    });
    const { xhr, choose, router, user } = await openImport();
    await choose(pdf('degreaser.pdf'));
    accept(await uploadOf(xhr, 'degreaser.pdf'), PRODUCT_A);
    const row = () => rowOf('degreaser.pdf');
    expect(await within(row()).findByText('Uploaded. Waiting to be read…')).toBeVisible();

    await nextPoll();
    expect(await within(row()).findByText('Reading the safety data sheet…')).toBeVisible();
    await nextPoll();
    expect(await within(row()).findByText('Check fields')).toBeVisible();
    expect(within(row()).getByText(/Read from the PDF's text\. Open the product/)).toBeVisible();
    expect(within(row()).getByText('3 fields to check.')).toBeVisible();
    // The status is one live region, so a screen reader hears the change with the file's name.
    const status = within(row()).getByText('Check fields').closest('[aria-live="polite"]');
    expect(status).toHaveTextContent(/^degreaser\.pdf: Check fields/);

    const calls = statusCalls(sent, PRODUCT_A);
    await nextPoll();
    await nextPoll();
    expect(statusCalls(sent, PRODUCT_A)).toBe(calls);
    expect(within(row()).queryByRole('button', { name: /Import .* again/ })).toBeNull();
    await user.click(within(row()).getByRole('link', { name: 'Open degreaser.pdf' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_A}/edit`));
  });

  it('asks again when the window gets focus', async () => {
    const { sent } = fakeImportApi({
      [PRODUCT_A]: [
        importStatus(PRODUCT_A, { status: 'NoXml' }),
        importStatus(PRODUCT_A, { status: 'Completed' }),
      ],
    });
    const { xhr, choose } = await openImport();
    await choose(pdf('scan.pdf'));
    accept(await uploadOf(xhr, 'scan.pdf'), PRODUCT_A);
    expect(
      await within(rowOf('scan.pdf')).findByText(/holds no data SDS Portal can read/),
    ).toBeVisible();
    expect(statusCalls(sent, PRODUCT_A)).toBe(1);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await within(rowOf('scan.pdf')).findByText('Imported')).toBeVisible();
  });

  it.each([
    ['pdf-encrypted', 'The PDF is password protected. Upload a copy without a password.'],
    ['time-limit', 'Reading the file took too long. Import it again'],
    ['source-missing', 'The uploaded file is no longer stored. Upload it again.'],
  ] as const)(
    'explains a failed import (%s) in words a key user can act on',
    async (reason, text) => {
      fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'ImportFailed', reason })] });
      const { xhr, choose } = await openImport();
      await choose(pdf('supplier.pdf'));
      accept(await uploadOf(xhr, 'supplier.pdf'), PRODUCT_A);
      const row = rowOf('supplier.pdf');
      expect(await within(row).findByText('Import failed')).toBeVisible();
      expect(within(row).getByText(new RegExp(`^${text.replace(/[.?]/g, '\\$&')}`))).toBeVisible();
      expect(within(row).queryByRole('link', { name: /^Open/ })).toBeNull();
    },
  );

  it.each([
    ['no-text', 'The PDF has no text, and reading its pages as images found no safety data sheet'],
    ['unreadable-text', "The PDF's text cannot be read: its fonts do not say which letters"],
  ] as const)('says why a PDF gave nothing to read (%s)', async (reason, text) => {
    fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'NoXml', reason })] });
    const { xhr, choose } = await openImport();
    await choose(pdf('supplier.pdf'));
    accept(await uploadOf(xhr, 'supplier.pdf'), PRODUCT_A);
    const row = rowOf('supplier.pdf');
    expect(await within(row).findByText('Fill in by hand')).toBeVisible();
    expect(within(row).getByText(new RegExp(`^${text.replace(/[.?]/g, '\\$&')}`))).toBeVisible();
  });

  it.each([
    ['ImportFailed', 'Import failed', 'The file could not be imported. Import it again'],
    ['NoXml', 'Fill in by hand', 'The PDF holds no data SDS Portal can read.'],
  ] as const)(
    'falls back to general words for a reason a newer server gives (%s)',
    async (status, badge, text) => {
      const reason = 'a-reason-of-a-newer-server' as ImportStatusResponse['reason'];
      fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status, reason })] });
      const { xhr, choose } = await openImport();
      await choose(pdf('supplier.pdf'));
      accept(await uploadOf(xhr, 'supplier.pdf'), PRODUCT_A);
      const row = rowOf('supplier.pdf');
      expect(await within(row).findByText(badge)).toBeVisible();
      expect(within(row).getByText(new RegExp(`^${text.replace(/[.?]/g, '\\$&')}`))).toBeVisible();
    },
  );

  it('shows the converter’s own words with its failure', async () => {
    fakeImportApi({
      [PRODUCT_A]: [
        importStatus(PRODUCT_A, {
          status: 'ImportFailed',
          reason: 'converter-failed',
          detail: 'Page 3: unsupported font encoding',
        }),
      ],
    });
    const { xhr, choose } = await openImport();
    await choose(pdf('supplier.pdf'));
    accept(await uploadOf(xhr, 'supplier.pdf'), PRODUCT_A);
    const row = rowOf('supplier.pdf');
    expect(await within(row).findByText('The converter could not read the file.')).toBeVisible();
    expect(
      within(row).getByText('The converter reported: Page 3: unsupported font encoding'),
    ).toBeVisible();
  });

  it('imports a failed sheet again and follows the new import to its end', async () => {
    const { sent } = fakeImportApi({
      [PRODUCT_A]: [
        importStatus(PRODUCT_A, { status: 'ImportFailed', reason: 'internal-error' }),
        importStatus(PRODUCT_A, { status: 'Importing' }),
        importStatus(PRODUCT_A, { status: 'Completed' }),
      ],
    });
    const { xhr, choose, user } = await openImport();
    await choose(pdf('retry.pdf'));
    accept(await uploadOf(xhr, 'retry.pdf'), PRODUCT_A);
    const row = () => rowOf('retry.pdf');
    await within(row()).findByText(/Something went wrong on the server/);

    await user.click(within(row()).getByRole('button', { name: 'Import retry.pdf again' }));
    expect(await within(row()).findByText('Uploaded. Waiting to be read…')).toBeVisible();
    expect(
      sent()
        .filter(({ method }) => method === 'POST')
        .map(({ url }) => url),
    ).toEqual([`/api/products/${PRODUCT_A}/importvib`]);
    await nextPoll();
    expect(await within(row()).findByText('Reading the safety data sheet…')).toBeVisible();
    await nextPoll();
    expect(await within(row()).findByText('Imported')).toBeVisible();
    expect(within(row()).getByRole('link', { name: 'Open retry.pdf' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT_A}/edit`,
    );
  });

  it('says when there is no stored file to import again (409)', async () => {
    fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'NoXml' })] }, () =>
      problemResponse(409, 'conflict'),
    );
    const { xhr, choose, user } = await openImport();
    await choose(pdf('gone.pdf'));
    accept(await uploadOf(xhr, 'gone.pdf'), PRODUCT_A);
    await user.click(
      await within(rowOf('gone.pdf')).findByRole('button', { name: 'Import gone.pdf again' }),
    );
    expect(await within(rowOf('gone.pdf')).findByRole('alert')).toHaveTextContent(
      'There is no stored file to import again.',
    );
  });

  it('follows the existing product an SDS turned out to be a new edition of', async () => {
    const { sent } = fakeImportApi({
      [PRODUCT_B]: [importStatus(PRODUCT_C, { status: 'Importing' })],
      [PRODUCT_C]: [
        importStatus(PRODUCT_C, { status: 'Importing' }),
        importStatus(PRODUCT_C, { status: 'Completed' }),
      ],
    });
    const { xhr, choose } = await openImport();
    await choose(pdf('edition-5.pdf'));
    accept(await uploadOf(xhr, 'edition-5.pdf'), PRODUCT_B);
    const row = () => rowOf('edition-5.pdf');
    expect(
      await within(row()).findByText(/a new edition of a product you already have/),
    ).toBeVisible();
    await nextPoll();
    expect(await within(row()).findByText('Imported')).toBeVisible();
    expect(statusCalls(sent, PRODUCT_B)).toBe(1);
    expect(statusCalls(sent, PRODUCT_C)).toBeGreaterThanOrEqual(1);
    expect(within(row()).getByRole('link', { name: 'Open edition-5.pdf' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT_C}/edit`,
    );
  });
});

describe('an upload that looks like another version of a product', () => {
  const duplicate = {
    productId: PRODUCT_C,
    name: 'Acetone Cleaner 5L',
    supplier: 'Chemco B.V.',
    articleNumber: 'AC-5001',
    revisionDate: '2023-05-02',
    reasons: ['ufi', 'similar-text'] as const,
    similarity: 0.94,
  };

  /** The status calls, and importdecision answering with `decide` (recorded in `answers`). */
  function fakeDecisionApi(decide: (body: unknown) => Response) {
    const answers: unknown[] = [];
    let isAnswered = false;
    const api = fakeApi(({ method, url, body }: SentRequest) => {
      if (method === 'POST' && url === `/api/products/${PRODUCT_B}/importdecision`) {
        answers.push(body);
        const response = decide(answers.at(-1));
        isAnswered = response.ok;
        return response;
      }
      if (url === `/api/products/${PRODUCT_B}/importstatus`) {
        return jsonResponse(
          isAnswered
            ? importStatus(PRODUCT_C, { status: 'Completed' })
            : importStatus(PRODUCT_B, {
                status: 'PendingUser',
                duplicate: { ...duplicate, reasons: [...duplicate.reasons] },
              }),
        );
      }
      if (url === `/api/products/${PRODUCT_C}/importstatus`) {
        return jsonResponse(importStatus(PRODUCT_C, { status: 'Completed' }));
      }
      return problemResponse(404, 'not-found');
    });
    return { ...api, answers };
  }

  it('asks with the product, why it matched and both answers; New version follows that product', async () => {
    const { answers } = fakeDecisionApi(() =>
      jsonResponse({ productId: PRODUCT_C, importStatus: 'Completed' }),
    );
    const { xhr, choose, user } = await openImport();
    await choose(pdf('edition-6.pdf'));
    accept(await uploadOf(xhr, 'edition-6.pdf'), PRODUCT_B);
    const question = await within(rowOf('edition-6.pdf')).findByRole('region', {
      name: 'This sheet looks like another version of a product you already have. Is it a new version of it?',
    });
    expect(question).toHaveTextContent('Acetone Cleaner 5L');
    expect(question).toHaveTextContent('Chemco B.V.');
    expect(question).toHaveTextContent('AC-5001');
    expect(question).toHaveTextContent('May 2, 2023');
    expect(question).toHaveTextContent('same UFI; very similar text (94 % alike)');
    expect(within(question).getByRole('button', { name: 'A different product' })).toBeEnabled();
    await user.click(within(question).getByRole('button', { name: 'New version of this product' }));
    expect(answers).toEqual([{ choice: 'newVersion', productId: PRODUCT_C }]);
    await waitFor(() => expect(within(rowOf('edition-6.pdf')).queryByRole('region')).toBeNull());
    expect(
      within(rowOf('edition-6.pdf')).getByRole('link', { name: 'Open edition-6.pdf' }),
    ).toHaveAttribute('href', `/product/${PRODUCT_C}/edit`);
  });

  it('says so when the question was answered meanwhile (409)', async () => {
    fakeDecisionApi(() => problemResponse(409, 'conflict'));
    const { xhr, choose, user } = await openImport();
    await choose(pdf('edition-7.pdf'));
    accept(await uploadOf(xhr, 'edition-7.pdf'), PRODUCT_B);
    const row = rowOf('edition-7.pdf');
    await user.click(
      await within(row).findByRole('button', { name: 'New version of this product' }),
    );
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'This question was already answered.',
    );
  });
});

describe('the list of the session', () => {
  it('is there again after leaving the screen, kept in session storage', async () => {
    fakeImportApi({ [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'Completed' })] });
    const { xhr, choose, router } = await openImport();
    await choose(pdf('kept.pdf'));
    accept(await uploadOf(xhr, 'kept.pdf'), PRODUCT_A);
    await within(rowOf('kept.pdf')).findByText('Imported');

    await router.navigate('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search product' });
    await router.navigate('/import');
    expect(await within(await screen.findByRole('list')).findByText('kept.pdf')).toBeVisible();
    expect(within(rowOf('kept.pdf')).getByText('Imported')).toBeVisible();
    const stored = JSON.parse(sessionStorage.getItem('sdsImportUploads') ?? '[]') as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        fileName: 'kept.pdf',
        productId: PRODUCT_A,
        importStatus: 'Completed',
      }),
    ]);
  });

  it('clears finished rows and keeps the running ones', async () => {
    fakeImportApi({
      [PRODUCT_A]: [importStatus(PRODUCT_A, { status: 'Completed' })],
      [PRODUCT_B]: [importStatus(PRODUCT_B, { status: 'Importing' })],
    });
    const { xhr, choose, user } = await openImport();
    await choose(pdf('done.pdf'), pdf('running.pdf'));
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    accept(await uploadOf(xhr, 'done.pdf'), PRODUCT_A);
    accept(await uploadOf(xhr, 'running.pdf'), PRODUCT_B);
    await within(rowOf('done.pdf')).findByText('Imported');
    await within(rowOf('running.pdf')).findByText('Importing');

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    await waitFor(() => expect(screen.queryByText('done.pdf')).toBeNull());
    expect(rowOf('running.pdf')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear finished' })).toBeNull();
  });
});
