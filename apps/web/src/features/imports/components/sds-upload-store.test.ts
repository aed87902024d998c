import type { VibUploadResponse } from '@sds/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { SDS_UPLOADS_KEY, createSdsUploadStore, type SendSds } from './sds-upload-store.ts';

const PRODUCT_A = '0d9f6c1e-4a2b-4c3d-8e5f-6a7b8c9d0e1f';
const PRODUCT_B = '1e0a7d2f-5b3c-4d4e-9f60-7b8c9d0e1f2a';

/** A session storage of the test's own. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    stored: () => JSON.parse(items.get(SDS_UPLOADS_KEY) ?? 'null') as unknown,
  };
}

/** An upload the test answers by hand. */
function pendingSend() {
  const calls: {
    file: File;
    locale: string;
    answer: (value: VibUploadResponse) => void;
    fail: (error: unknown) => void;
    progress: (loaded: number, total: number) => void;
  }[] = [];
  const send: SendSds = ({ file, locale, onProgress }) =>
    new Promise((resolve, reject) => {
      calls.push({
        file,
        locale,
        answer: resolve,
        fail: reject,
        progress: (loaded, total) => onProgress({ loaded, total }),
      });
    });
  return { send, calls };
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('the SDS upload list', () => {
  it('keeps the list in storage without the bytes sent, and reads it back', async () => {
    const storage = memoryStorage();
    const { send, calls } = pendingSend();
    const store = createSdsUploadStore({ storage, send });
    store.add([pdf('a.pdf')], 'nl-NL');
    expect(calls[0]?.locale).toBe('nl-NL');
    calls[0]?.progress(50, 100);
    expect(store.getUploads()[0]).toMatchObject({ phase: 'uploading', loaded: 50, total: 100 });
    expect(storage.stored()).toEqual([expect.not.objectContaining({ loaded: 50 })]);

    calls[0]?.answer({ productId: PRODUCT_A, importStatus: 'Waiting' });
    await vi.waitFor(() => expect(store.getUploads()[0]?.phase).toBe('uploaded'));
    const again = createSdsUploadStore({ storage, send });
    expect(again.getUploads()).toEqual([
      expect.objectContaining({ fileName: 'a.pdf', productId: PRODUCT_A, importStatus: 'Waiting' }),
    ]);
  });

  it('shows files that were on their way when the page went as interrupted', () => {
    const earlier = [
      { id: '1', fileName: 'sent.pdf', phase: 'uploading' },
      { id: '2', fileName: 'waiting.pdf', phase: 'queued' },
      {
        id: '3',
        fileName: 'done.pdf',
        phase: 'uploaded',
        productId: PRODUCT_A,
        importStatus: 'Completed',
      },
    ];
    const storage = memoryStorage({ [SDS_UPLOADS_KEY]: JSON.stringify(earlier) });
    const store = createSdsUploadStore({ storage, send: pendingSend().send });
    expect(store.getUploads().map(({ phase, failure }) => [phase, failure])).toEqual([
      ['failed', 'interrupted'],
      ['failed', 'interrupted'],
      ['uploaded', undefined],
    ]);
  });

  it('ignores what it cannot read in storage', () => {
    const broken = [
      { id: 1 },
      { id: '2', fileName: 'x.pdf', phase: 'uploaded', importStatus: 'Lost' },
    ];
    for (const text of ['{not json', '{"a":1}', JSON.stringify(broken)]) {
      const storage = memoryStorage({ [SDS_UPLOADS_KEY]: text });
      expect(createSdsUploadStore({ storage, send: pendingSend().send }).getUploads()).toEqual([]);
    }
  });

  it('names why a file was refused', async () => {
    const { send, calls } = pendingSend();
    const store = createSdsUploadStore({ storage: null, send });
    store.add([pdf('big.pdf'), pdf('cut.pdf'), pdf('other.pdf')], 'en-US');
    calls[0]?.fail(new ApiError({ type: 'payload-too-large', status: 413, title: 'Too large' }));
    calls[1]?.fail(new ApiError({ type: 'network-error', status: 0, title: 'No answer' }));
    calls[2]?.fail(new ApiError({ type: 'forbidden', status: 403, title: 'Forbidden' }));
    await vi.waitFor(() =>
      expect(store.getUploads().map(({ failure }) => failure)).toEqual([
        'tooLarge',
        'noConnection',
        'notAllowed',
      ]),
    );
  });

  it('follows a product the import merged into, and says it was a new edition', async () => {
    const { send, calls } = pendingSend();
    const store = createSdsUploadStore({ storage: null, send });
    store.add([pdf('v5.pdf')], 'en-US');
    calls[0]?.answer({ productId: PRODUCT_A, importStatus: 'Waiting' });
    await vi.waitFor(() => expect(store.getUploads()[0]?.phase).toBe('uploaded'));
    const [upload] = store.getUploads();
    store.recordImportStatus(upload?.id ?? '', { status: 'Importing', productId: PRODUCT_B });
    expect(store.getUploads()[0]).toMatchObject({
      productId: PRODUCT_B,
      importStatus: 'Importing',
      isNewEdition: true,
    });
  });
});
