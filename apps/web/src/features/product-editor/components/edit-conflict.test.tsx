import type { Product } from '@sds/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problemResponse } from '../../../testing/fake-api.ts';
import { fakeEditorApi } from '../../../testing/fake-editor-api.ts';
import { acetone } from '../../../testing/product-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { allFrom, conflictsOf, mergedValues, proposedSides } from './edit-conflict.ts';
import { formValuesOf } from './product-form-values.ts';

const noTexts = new Map<string, string>();
const valuesOf = (product: Product) => formValuesOf(product, noTexts);

describe('the fields of a conflict', () => {
  const base = valuesOf(acetone);
  const yours = { ...base, version: '4.3', supplier: 'Own supplier' };
  const theirs = { ...base, name: 'Acetone (theirs)', supplier: 'Their supplier' };
  const conflicts = conflictsOf({ base, yours, theirs });

  it('are those the two versions disagree on, each with who changed it', () => {
    expect(conflicts.map(({ field }) => field)).toEqual(['name', 'supplier', 'version']);
    expect(conflicts.find(({ field }) => field === 'supplier')).toMatchObject({
      theirs: 'Their supplier',
      yours: 'Own supplier',
      isChangedByYou: true,
      isChangedByThem: true,
    });
  });

  it('propose each side’s own change, so only a field both changed needs a choice', () => {
    expect(Object.fromEntries(proposedSides(conflicts))).toEqual({
      name: 'theirs',
      supplier: 'yours',
      version: 'yours',
    });
  });

  it('merge into the newer version, each field from the side chosen', () => {
    const merged = mergedValues({ yours, theirs }, proposedSides(conflicts));
    expect(merged).toMatchObject({
      name: 'Acetone (theirs)',
      supplier: 'Own supplier',
      version: '4.3',
    });
    expect(mergedValues({ yours, theirs }, allFrom(conflicts, 'theirs'))).toEqual(theirs);
  });

  it('ignore what a save would not send differently (spaces around a line)', () => {
    const spaced = { ...base, name: ` ${base.name} ` };
    expect(conflictsOf({ base, yours: spaced, theirs: base })).toEqual([]);
  });
});

describe('a save over a version someone else changed', () => {
  const theirs: Product = { ...acetone, name: 'Acetone (their name)' };
  const etag = (tag: string) => ({ headers: { ETag: tag } });

  it('shows both versions, takes the choices and saves them over the newer version', async () => {
    let isChanged = false;
    const { sent } = fakeEditorApi(({ method, url, headers }) => {
      if (url !== `/api/products/${acetone.id}`) return undefined;
      if (method === 'GET') {
        return isChanged
          ? Response.json(theirs, etag('"c-2"'))
          : Response.json(acetone, etag('"c-1"'));
      }
      if (headers.get('If-Match') === '"c-1"') {
        isChanged = true;
        return problemResponse(412, 'precondition-failed');
      }
      return Response.json({ ...theirs, version: '4.3', reviewStatus: 'Draft' }, etag('"c-3"'));
    });
    const { user } = await renderApp(`/product/${acetone.id}/edit`, {
      isAuthenticated: true,
      role: 'KeyUser',
    });
    await screen.findByRole('button', { name: 'Save' });
    const version = screen.getByRole('textbox', { name: 'Version' });
    await user.clear(version);
    await user.type(version, '4.3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this product' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    const name = within(dialog).getByRole('group', { name: /Product name/ });
    expect(name).toHaveTextContent('changed by them');
    expect(within(name).getByRole('radio', { name: /Their saved version/ })).toBeChecked();
    const versionChoice = within(dialog).getByRole('group', { name: /Version/ });
    expect(within(versionChoice).getByRole('radio', { name: /Your change/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Keep all of mine' }));
    expect(within(name).getByRole('radio', { name: /Your change/ })).toBeChecked();
    await user.click(within(name).getByRole('radio', { name: /Their saved version/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save merged version' }));

    expect(await screen.findByText('Saved, now a draft.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = sent().filter(({ method }) => method === 'PUT');
    expect(puts.map(({ headers }) => headers.get('If-Match'))).toEqual(['"c-1"', '"c-2"']);
    expect(puts[1]?.body).toMatchObject({ name: 'Acetone (their name)', version: '4.3' });
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('4.3');
  });

  it('keeps the edit when the merge is cancelled, and says it is not saved', async () => {
    fakeEditorApi(({ method, url }) => {
      if (url !== `/api/products/${acetone.id}`) return undefined;
      if (method === 'GET') return Response.json(theirs, etag('"c-2"'));
      return problemResponse(412, 'precondition-failed');
    });
    const { user } = await renderApp(`/product/${acetone.id}/edit`, {
      isAuthenticated: true,
      role: 'KeyUser',
    });
    await screen.findByRole('button', { name: 'Save' });
    await user.clear(screen.getByRole('textbox', { name: 'Version' }));
    await user.type(screen.getByRole('textbox', { name: 'Version' }), '9.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: someone else saved this product while you were editing.',
    );
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('9.9');
  });
});
