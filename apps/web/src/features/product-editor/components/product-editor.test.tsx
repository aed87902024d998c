import type { Product } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse } from '../../../testing/fake-api.ts';
import { fakeEditorApi, validationProblem } from '../../../testing/fake-editor-api.ts';
import { acetone, searchResponse } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const NEW_ID = '7d4c3f0e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
const draft: Product = {
  ...acetone,
  id: NEW_ID,
  articleNumber: 'ED-100',
  masterCode: 'ED-100',
  name: 'Degreaser 5 L',
  reviewStatus: 'Draft',
  variants: [],
};

async function openNewProduct(handle?: Parameters<typeof fakeEditorApi>[0]) {
  const api = fakeEditorApi(handle);
  const view = await renderApp('/product/new', { isAuthenticated: true, role: 'KeyUser' });
  await screen.findByRole('heading', { level: 1, name: 'New product' });
  return { ...view, ...api };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const errorOf = (element: HTMLElement) => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};
const productWrites = (sent: () => { method: string; url: string }[]) =>
  sent().filter(({ method, url }) => method !== 'GET' && url.startsWith('/api/products'));

describe('the product editor: who may use it', () => {
  it('shows a user (role User) the not-allowed screen and asks the API nothing', async () => {
    const { sent } = fakeEditorApi();
    await renderApp('/product/new', { isAuthenticated: true, role: 'User' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only key users can create and edit products.',
    );
    expect(screen.queryByRole('button', { name: 'Create product' })).toBeNull();
    expect(sent()).toEqual([]);
  });
});

describe('the way into the editor', () => {
  it('offers key users New product on the search screen and Edit on a sheet', async () => {
    fakeEditorApi(({ url }) => {
      if (url.startsWith('/api/products?')) return jsonResponse(searchResponse([]));
      return url === `/api/products/${acetone.id}` ? jsonResponse(acetone) : undefined;
    });
    const { user, router } = await renderApp('/search', { isAuthenticated: true, role: 'KeyUser' });
    await user.click(await screen.findByRole('link', { name: 'New product' }));
    expect(router.state.location.pathname).toBe('/product/new');
    await router.navigate(`/product/${acetone.id}`);
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe(`/product/${acetone.id}/edit`);
  });

  it('shows users neither', async () => {
    fakeEditorApi(({ url }) => {
      if (url.startsWith('/api/products?')) return jsonResponse(searchResponse([]));
      return url === `/api/products/${acetone.id}` ? jsonResponse(acetone) : undefined;
    });
    const { router } = await renderApp('/search', { isAuthenticated: true, role: 'User' });
    await screen.findByRole('heading', { level: 1, name: 'Search product' });
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
    await router.navigate(`/product/${acetone.id}`);
    await screen.findByRole('heading', { level: 1, name: acetone.name });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('creating a product', () => {
  it('offers the four core product languages and no other, by their own names', async () => {
    await openNewProduct();
    const language = screen.getByRole('combobox', { name: /Language of the safety data sheet/ });
    const options = within(language).getAllByRole('option') as HTMLOptionElement[];
    // Deutsch, English, Français, Nederlands: the one order of every language list (5f1fc68).
    expect(options.map((option) => option.value)).toEqual(['de-DE', 'en-US', 'fr-FR', 'nl-NL']);
    expect(language).toHaveValue('en-US');
  });

  it('explains a bad UN number, a packing group without UN number and a CAS check digit beside each field', async () => {
    const { user, sent } = await openNewProduct();
    // Each field is looked up once: naming the form's two dozen fields for every lookup was
    // most of this test's time on a busy machine.
    await user.type(field(/Product name/), 'Degreaser');
    await user.type(field(/Article number/), 'ED-100');
    const unNumber = field('UN number');
    await user.type(unNumber, '109');
    await user.click(screen.getByRole('button', { name: 'Add CAS number' }));
    const casNumber = field('CAS number 1');
    await user.type(casNumber, '67-64-2');
    const create = screen.getByRole('button', { name: 'Create product' });
    await user.click(create);

    expect(unNumber).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(unNumber)).toContain('A UN number has four digits, e.g. 1090.');
    expect(errorOf(casNumber)).toContain('This CAS number has a wrong check digit.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The product was not saved: 2 fields need your attention.',
    );

    await user.clear(unNumber);
    const packingGroup = screen.getByRole('combobox', { name: 'Packing group' });
    await user.selectOptions(packingGroup, 'II');
    await user.clear(casNumber);
    await user.type(casNumber, '67-64-1');
    await user.click(create);
    expect(errorOf(packingGroup)).toContain('A packing group needs a UN number.');
    expect(casNumber).toBeInTheDocument();
    expect(errorOf(casNumber)).not.toContain('check digit');
    expect(productWrites(sent)).toEqual([]);
  });

  it('sends the form as a CreateProductRequest and opens the new product in the editor', async () => {
    const { user, sent, router } = await openNewProduct(({ method, url }) => {
      if (method === 'POST' && url === '/api/products') return jsonResponse(draft, 201);
      if (url === `/api/products/${NEW_ID}`) return jsonResponse(draft);
      return undefined;
    });
    await user.type(field(/Product name/), 'Degreaser 5 L');
    await user.type(field(/Article number/), 'ED-100');
    await user.type(field('Supplier'), 'Test Supplies Ltd.');
    await user.click(screen.getByRole('radio', { name: 'Danger' }));
    await user.click(screen.getByRole('button', { name: /Flammable/ }));
    await user.type(field('UN number'), '1090');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Packing group' }), 'II');
    await user.type(screen.getByRole('combobox', { name: 'Add an H or EUH statement' }), 'H225');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(field('First Aid'), 'Rinse with water.');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${NEW_ID}/edit`));
    const [create] = productWrites(sent);
    expect(create).toMatchObject({ method: 'POST', url: '/api/products' });
    expect((create as unknown as { body: unknown }).body).toMatchObject({
      articleNumber: 'ED-100',
      locale: 'en-US',
      name: 'Degreaser 5 L',
      supplier: 'Test Supplies Ltd.',
      signalWord: 'Danger',
      pictograms: ['GHS02'],
      unNumber: '1090',
      packingGroup: 'II',
      adrClass: null,
      revisionDate: null,
      casNumbers: [],
      firstAid: 'Rinse with water.',
      hStatements: [{ code: 'H225', text: '' }],
      pStatements: [],
    });
    expect(create).not.toHaveProperty('body.masterCode');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    expect(screen.getByText('Product created as a draft.')).toBeVisible();
  });

  it('shows a taken article number (409) on the article number field', async () => {
    const { user } = await openNewProduct(({ method }) =>
      method === 'POST' ? problemResponse(409, 'conflict') : undefined,
    );
    await user.type(field(/Product name/), 'Degreaser');
    await user.type(field(/Article number/), 'DC-1001-EN');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(errorOf(field(/Article number/))).toContain(
        'Another product in this language already has this article number.',
      ),
    );
    expect(field(/Article number/)).toHaveFocus();
  });

  it('puts the server’s field errors on their fields (an unknown H code on its statement)', async () => {
    const { user } = await openNewProduct(({ method }) =>
      method === 'POST'
        ? validationProblem([{ path: 'body.hStatements.0.code', code: 'unknown_statement_code' }])
        : undefined,
    );
    await user.type(field(/Product name/), 'Degreaser');
    await user.type(field(/Article number/), 'ED-101');
    await user.type(screen.getByRole('combobox', { name: 'Add an H or EUH statement' }), 'H319');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('This code is not in the official CLP list.')).toBeVisible();
  });
});

describe('editing a product', () => {
  async function openEditor(product: Product, handle?: Parameters<typeof fakeEditorApi>[0]) {
    const api = fakeEditorApi((request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      return request.url === `/api/products/${product.id}` ? jsonResponse(product) : undefined;
    });
    const view = await renderApp(`/product/${product.id}/edit`, {
      isAuthenticated: true,
      role: 'KeyUser',
    });
    // The form opens once the product and the official statements are there.
    await screen.findByRole('button', { name: 'Save' });
    return { ...view, ...api };
  }

  it('says before saving an approved product that employees keep the approved version', async () => {
    const { user, sent } = await openEditor(acetone, ({ method }) =>
      method === 'PUT' ? jsonResponse({ ...acetone, reviewStatus: 'Draft' }) : undefined,
    );
    expect(
      screen.getByText(
        'Saving makes a new draft. Employees keep seeing the approved version until this change is approved.',
      ),
    ).toBeVisible();
    // Official texts show as official: no own text field until one is asked for.
    expect(screen.queryByRole('textbox', { name: /Own text for H225/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Write own text for EUH066' }));
    await user.type(field('Own text for EUH066 (optional)'), 'Own wording');
    await user.clear(field('Version'));
    await user.type(field('Version'), '4.3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved, now a draft.')).toBeVisible();
    const put = productWrites(sent)[0] as unknown as { url: string; body: Record<string, unknown> };
    expect(put.url).toBe(`/api/products/${acetone.id}`);
    expect(put.body).toMatchObject({ version: '4.3', masterCode: 'DC-ACETONE' });
    expect(put.body).not.toHaveProperty('locale');
    expect(put.body.hStatements).toEqual([
      { code: 'H225', text: '' },
      { code: 'EUH066', text: 'Own wording' },
    ]);
  });

  it('asks before leaving with unsaved changes, and the browser asks before a tab closes', async () => {
    const { user, router } = await openEditor(acetone, ({ url }) =>
      url.startsWith('/api/products?') ? jsonResponse(searchResponse([])) : undefined,
    );
    const editorPath = `/product/${acetone.id}/edit`;
    const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(unloadAsks()).toBe(false);

    await user.clear(field('Version'));
    await user.type(field('Version'), '4.3');
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to the product' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(question).toHaveTextContent('Your changes are not saved yet.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(editorPath);
    expect(field('Version')).toHaveValue('4.3');

    await user.click(screen.getByRole('link', { name: 'Back to the product' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${acetone.id}`));
    await waitFor(() => expect(unloadAsks()).toBe(false));
  });

  it('submits a saved draft for review, and only a saved one', async () => {
    const saved: Product = { ...acetone, reviewStatus: 'Draft' };
    const { user } = await openEditor(saved, ({ method, url }) =>
      method === 'POST' && url.endsWith('/submit')
        ? jsonResponse({ ...saved, reviewStatus: 'InReview' })
        : undefined,
    );
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    await user.type(field('Version'), '.1');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Save your changes before you submit.');
    await user.clear(field('Version'));
    await user.type(field('Version'), '4.2');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Submitted for review.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /In review/ })).toBeVisible();
  });

  it('shows a rejected product’s reason', async () => {
    await openEditor({ ...acetone, reviewStatus: 'Rejected', rejectReason: 'Wrong UN number' });
    expect(screen.getByText('Reason given: Wrong UN number')).toBeVisible();
  });
});
