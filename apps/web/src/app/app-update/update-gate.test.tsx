import { endpoints, Product } from '@sds/contract';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesGuard } from '../../features/product-editor/components/unsaved-changes-guard.tsx';
import { createUploadClient } from '../../lib/upload-with-progress.ts';
import { holdWork } from '../../lib/work-in-progress.ts';
import { fakeXhr } from '../../testing/fake-xhr.ts';
import { acetone } from '../../testing/product-fixtures.ts';
import { testAuthenticatedUser } from '../../testing/test-config.ts';
import { updateHold, watchUpdateHold } from './update-gate.ts';

afterEach(() => {
  document.body.replaceChildren();
});

function openDialog(role = 'dialog'): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', role);
  document.body.append(dialog);
  return dialog;
}

/** The product editor's guard, with or without unsaved edits, on a data router as in the app. */
function renderEditorGuard(hasUnsavedChanges: boolean) {
  function Editor({ isDirty }: { isDirty: boolean }) {
    useUnsavedChangesGuard(isDirty);
    return <p>editor</p>;
  }
  const at = (isDirty: boolean) =>
    createMemoryRouter([{ path: '/', element: <Editor isDirty={isDirty} /> }]);
  const view = render(<RouterProvider router={at(hasUnsavedChanges)} />);
  return {
    ...view,
    rerenderWith: (isDirty: boolean) => view.rerender(<RouterProvider router={at(isDirty)} />),
  };
}

describe('when the person is mid-task (the update waits)', () => {
  it('is not mid-task with nothing going on', () => {
    expect(updateHold()).toBeNull();
  });

  it('is mid-task while a dialog or a question is open, and done when it closes', () => {
    const dialog = openDialog();
    expect(updateHold()).toBe('dialog');
    dialog.remove();
    const question = openDialog('alertdialog');
    expect(updateHold()).toBe('dialog');
    question.remove();
    expect(updateHold()).toBeNull();
  });

  it('is mid-task while the product editor holds unsaved changes, not once they are saved', () => {
    const editor = renderEditorGuard(true);
    expect(updateHold()).toBe('unsaved-changes');
    editor.rerenderWith(false);
    expect(updateHold()).toBeNull();
    editor.rerenderWith(true);
    expect(updateHold()).toBe('unsaved-changes');
    // Leaving the editor (it unmounts) ends the edit too.
    editor.unmount();
    expect(updateHold()).toBeNull();
  });

  it('names the unsaved changes before an open dialog (the editor’s leave question is one)', () => {
    const release = holdWork('unsaved-changes');
    openDialog('alertdialog');
    expect(updateHold()).toBe('unsaved-changes');
    release();
    expect(updateHold()).toBe('dialog');
  });

  it('is mid-task while a file is on its way, until the server answers or the upload fails', async () => {
    const xhr = fakeXhr();
    const client = createUploadClient(() => undefined, {
      getBaseUrl: () => '',
      getLanguage: () => 'en',
      getAuthenticatedUser: () => testAuthenticatedUser,
      onUnauthenticated: vi.fn(),
      readCookie: () => 'xsrf-value',
    });
    const upload = () =>
      client.request({
        endpoint: endpoints.productsUpload,
        params: { id: acetone.id, type: 'pdf' },
        files: { file: new Blob(['%PDF-1.7']) },
        schema: Product,
      });

    const answered = upload();
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(1));
    expect(updateHold()).toBe('upload');
    xhr.latest().respond(201, acetone);
    await answered;
    expect(updateHold()).toBeNull();

    const failed = upload().catch(() => 'failed');
    await vi.waitFor(() => expect(xhr.sent()).toHaveLength(2));
    expect(updateHold()).toBe('upload');
    xhr.latest().fail();
    await expect(failed).resolves.toBe('failed');
    expect(updateHold()).toBeNull();
  });

  it('tells the watcher at once and at every change, and stops telling when stopped', async () => {
    const seen: (string | null)[] = [];
    const stop = watchUpdateHold((hold) => seen.push(hold));
    const dialog = openDialog();
    await vi.waitFor(() => expect(seen).toEqual([null, 'dialog']));
    const release = holdWork('upload');
    expect(seen).toEqual([null, 'dialog', 'upload']);
    release();
    dialog.remove();
    await vi.waitFor(() => expect(seen).toEqual([null, 'dialog', 'upload', 'dialog', null]));
    stop();
    holdWork('upload')();
    openDialog();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(5);
  });
});
