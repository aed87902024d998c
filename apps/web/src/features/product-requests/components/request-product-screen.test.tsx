import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../testing/fake-api.ts';
import { fakeXhr, type FakeXhr } from '../../../testing/fake-xhr.ts';
import { searchResponse } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { testAuthenticatedUser } from '../../../testing/test-config.ts';

const REQUEST_ID = '4d2f8a1c-6b3e-4f5a-9c7d-0e1f2a3b4c5d';
const pdf = (name: string) => new File(['%PDF-1.7 sds'], name, { type: 'application/pdf' });

/** Opens the form at `path` as a signed-in device; the search answers nothing found. */
async function openForm(path = '/request-product') {
  fakeApi(() => jsonResponse(searchResponse([])));
  const xhr = fakeXhr();
  const view = await renderApp(path, { isAuthenticated: true });
  await screen.findByRole('heading', { level: 1, name: 'Request a product' });
  const remarks = screen.getByRole('textbox', { name: 'Which product do you need?' });
  const send = () => view.user.click(screen.getByRole('button', { name: 'Send request' }));
  const chooseFile = (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return view.user.upload(input, file);
  };
  return { ...view, xhr, remarks, send, chooseFile };
}

/** The request as the server received it, once it has left. */
const sentRequest = (xhr: ReturnType<typeof fakeXhr>) => vi.waitFor(() => xhr.latest());
const formOf = (request: FakeXhr) => request.body as FormData;

/** A problem answer as the API gives it, for FakeXhr.respond. */
const problem = (status: number, type: string) =>
  [status, { type, title: type, status }, 'application/problem+json'] as const;

describe('asking for a product', () => {
  it('is offered under an empty search result, with what was searched for filled in', async () => {
    fakeApi(() => jsonResponse(searchResponse([])));
    const { user, router } = await renderApp('/search?q=Brakleen%20remmenreiniger', {
      isAuthenticated: true,
    });
    expect(await screen.findByText("Can't find it?")).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Request this product' }));

    const remarks = await screen.findByRole('textbox', { name: 'Which product do you need?' });
    expect(remarks).toHaveValue('Brakleen remmenreiniger');
    expect(router.state.location.pathname).toBe('/request-product');
  });

  it('is among the search screen’s actions for users and key users alike', async () => {
    fakeApi(() => jsonResponse(searchResponse([])));
    const { user, router } = await renderApp('/search', { isAuthenticated: true, role: 'User' });
    await user.click(await screen.findByRole('link', { name: 'Request a product' }));
    expect(await screen.findByRole('textbox', { name: 'Which product do you need?' })).toHaveValue(
      '',
    );
    expect(router.state.location.pathname).toBe('/request-product');
    expect(router.state.location.search).toBe('');
  });

  it('sends the form’s fields by their exact names and in order, then confirms', async () => {
    const { xhr, remarks, user, send } = await openForm();
    await user.type(remarks, 'Degreaser X-200 from Kemira, used in the paint shop');
    await user.click(
      screen.getByRole('radio', { name: 'Yes, but it needs a newer safety data sheet' }),
    );
    await send();

    const request = await sentRequest(xhr);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/products/request');
    const form = formOf(request);
    expect([...form.keys()]).toEqual(['CompanyId', 'CompanyName', 'IsExistingProduct', 'Remarks']);
    expect(form.get('CompanyId')).toBe(testAuthenticatedUser.companyId);
    expect(form.get('CompanyName')).toBe('Acme Chemicals');
    expect(form.get('IsExistingProduct')).toBe('true');
    expect(form.get('Remarks')).toBe('Degreaser X-200 from Kemira, used in the paint shop');
    expect(request.requestHeaders.get('DeviceId')).toBe(testAuthenticatedUser.deviceGuid);

    request.respond(201, { id: REQUEST_ID, status: 'Open' });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Your key users have your request',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to search' })).toBeVisible();
  });

  it('sends the SDS last, after the fields, with its progress, and needs no remarks then', async () => {
    const { xhr, send, chooseFile } = await openForm();
    await chooseFile(pdf('kemira-x200-sds.pdf'));
    expect(screen.getByText('Attached: kemira-x200-sds.pdf')).toBeVisible();
    await send();

    const request = await sentRequest(xhr);
    const form = formOf(request);
    expect([...form.keys()]).toEqual([
      'CompanyId',
      'CompanyName',
      'IsExistingProduct',
      'Remarks',
      'File',
    ]);
    expect(form.get('IsExistingProduct')).toBe('false');
    expect(form.get('Remarks')).toBe('');
    expect((form.get('File') as File).name).toBe('kemira-x200-sds.pdf');

    request.progress(400, 1000);
    const bar = await screen.findByRole('progressbar', { name: 'Sending kemira-x200-sds.pdf' });
    expect(bar).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    request.respond(201, { id: REQUEST_ID, status: 'Open' });
    expect(
      await screen.findByRole('heading', { name: 'Your key users have your request' }),
    ).toBeVisible();
  });

  it('takes a dropped file, and lets it be removed again', async () => {
    const { user } = await openForm();
    const zone = screen.getByText(/Drag the safety data sheet here/).closest('.drop-zone');
    if (!zone) throw new Error('No drop zone');
    const files = [pdf('dropped.pdf')];
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getByText('Attached: dropped.pdf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove dropped.pdf' }));
    expect(screen.queryByText('Attached: dropped.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  });

  it('asks which product without a file, and sends nothing', async () => {
    const { xhr, remarks, send } = await openForm();
    await send();
    expect(remarks).toHaveAccessibleDescription(
      /Say which product you need, or add its safety data sheet\./,
    );
    expect(remarks).toHaveAttribute('aria-invalid', 'true');
    expect(remarks).toHaveFocus();
    expect(xhr.sent()).toEqual([]);
  });

  it('says why a file was refused and keeps what was entered', async () => {
    const { xhr, remarks, user, send, chooseFile } = await openForm();
    await user.type(remarks, 'Hand cleaner');
    await chooseFile(pdf('scan.pdf'));
    await send();
    (await sentRequest(xhr)).respond(...problem(415, 'unsupported-media-type'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'scan.pdf is not a PDF or SDScom XML file.',
    );
    expect(remarks).toHaveValue('Hand cleaner');

    await send();
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    xhr.latest().respond(...problem(413, 'payload-too-large'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'scan.pdf is larger than SDS Portal accepts.',
    );
  });

  it('says in minutes when to try again after too many requests', async () => {
    const { xhr, remarks, user, send } = await openForm();
    await user.type(remarks, 'Isopropanol');
    await send();
    (await sentRequest(xhr)).respond(...problem(429, 'rate-limited'), { 'retry-after': '270' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many requests in a short time. Try again in 5 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('says so when the request could not be sent at all', async () => {
    const { xhr, remarks, user, send } = await openForm();
    await user.type(remarks, 'Isopropanol');
    await send();
    (await sentRequest(xhr)).fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Check your connection and try again.',
    );
  });
});
