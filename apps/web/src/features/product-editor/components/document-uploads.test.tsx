import type { Product } from '@sds/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api.ts';
import { fakeEditorApi } from '../../../testing/fake-editor-api.ts';
import { fakeXhr } from '../../../testing/fake-xhr.ts';
import { acetone, acetoneWithDocuments } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const draft: Product = { ...acetone, reviewStatus: 'Draft' };
const [storedPdf, storedImage] = acetoneWithDocuments.documents;

async function openEditor(product: Product, handle?: Parameters<typeof fakeEditorApi>[0]) {
  const api = fakeEditorApi(
    (request) =>
      handle?.(request) ??
      (request.url === `/api/products/${product.id}` ? jsonResponse(product) : undefined),
  );
  const view = await renderApp(`/product/${product.id}/edit`, {
    isAuthenticated: true,
    role: 'KeyUser',
  });
  await screen.findByRole('button', { name: 'Save' });
  return { ...view, ...api };
}

const fileInput = (accept: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][accept="${accept}"]`);
  if (!input) throw new Error(`No file input for ${accept}`);
  return input;
};
const pdfFile = () => new File(['%PDF-1.7 test'], 'supplier-sds.pdf', { type: 'application/pdf' });

describe('documents in the editor', () => {
  it('shows the upload’s progress, then the new pdf', async () => {
    const xhr = fakeXhr();
    const { user } = await openEditor(draft);
    expect(screen.getByText('No safety data sheet yet.')).toBeVisible();
    await user.upload(fileInput('application/pdf'), pdfFile());
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(1));
    const request = xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/products/${draft.id}/upload/pdf`);

    request.progress(400, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading supplier-sds.pdf' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(screen.getByText('40%')).toBeVisible();

    request.respond(201, { ...draft, documents: [storedPdf] });
    expect(await screen.findByRole('link', { name: storedPdf?.fileName })).toBeVisible();
    const done = screen.getByRole('progressbar', { name: 'supplier-sds.pdf uploaded' });
    expect(done).toHaveAttribute('value', '1');
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.queryByText('No safety data sheet yet.')).toBeNull();
  });

  it('says clearly when a file is too large (413) or not what it should be (415)', async () => {
    const xhr = fakeXhr();
    const { user } = await openEditor(draft);
    await user.upload(fileInput('application/pdf'), pdfFile());
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(1));
    xhr
      .latest()
      .respond(
        413,
        { type: 'payload-too-large', title: 'Too large', status: 413 },
        'application/problem+json',
      );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'supplier-sds.pdf is too large. Make the file smaller and try again.',
    );

    const photo = new File(['GIF89a'], 'label.png', { type: 'image/png' });
    await user.upload(fileInput('image/png,image/jpeg,image/webp,image/gif'), photo);
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    expect(xhr.latest().url).toBe(`/api/products/${draft.id}/upload/image`);
    xhr
      .latest()
      .respond(
        415,
        { type: 'unsupported-media-type', title: 'Not an image', status: 415 },
        'application/problem+json',
      );
    expect(
      await screen.findByText('label.png is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeVisible();
  });

  it('removes a document by its reference and shows the list the server has then', async () => {
    const withDocuments: Product = { ...draft, documents: acetoneWithDocuments.documents };
    let isRemoved = false;
    const { user, sent } = await openEditor(withDocuments, ({ method, url }) => {
      if (method === 'DELETE') {
        isRemoved = true;
        return new Response(null, { status: 204 });
      }
      if (url === `/api/products/${draft.id}` && isRemoved) {
        return jsonResponse({ ...draft, documents: [storedPdf] });
      }
      return undefined;
    });
    const remove = screen.getByRole('button', { name: `Remove image ${storedImage?.fileName}` });
    await user.click(remove);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Remove image ${storedImage?.fileName}` }),
      ).toBeNull(),
    );
    expect(sent().find(({ method }) => method === 'DELETE')?.url).toBe(
      `/api/products/${draft.id}/upload/image?reference=${storedImage?.reference}`,
    );
    expect(screen.getByText('No images yet.')).toBeVisible();
  });
});
