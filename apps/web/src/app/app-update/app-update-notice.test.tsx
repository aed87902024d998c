import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdWork } from '../../lib/work-in-progress.ts';
import { prepareTranslations } from '../../testing/render-app.tsx';
import { AppUpdateNotice } from './app-update-notice.tsx';

beforeEach(async () => {
  await prepareTranslations('de-DE');
});

describe('the update notice', () => {
  it('says a new version is ready, in the interface language, and reloads only when asked', async () => {
    const onReload = vi.fn();
    render(<AppUpdateNotice onReload={onReload} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Eine neue Version des SDS Portal ist bereit.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('waits while the person has unsaved changes, says so, and offers Reload once they are saved', async () => {
    const release = holdWork('unsaved-changes');
    render(<AppUpdateNotice onReload={vi.fn()} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Neu laden wird angeboten, sobald Ihre Änderungen gespeichert sind.',
    );
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull();
    act(() => release());
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    expect(screen.getByRole('status')).not.toHaveTextContent('gespeichert');
  });

  it('waits for an upload to finish', async () => {
    const release = holdWork('upload');
    render(<AppUpdateNotice onReload={vi.fn()} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Neu laden wird angeboten, sobald Ihr Upload abgeschlossen ist.',
    );
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull();
    act(() => release());
  });

  it('goes away on Later, without reloading', async () => {
    const onReload = vi.fn();
    render(<AppUpdateNotice onReload={onReload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });
});
