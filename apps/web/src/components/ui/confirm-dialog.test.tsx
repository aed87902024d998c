import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareTranslations } from '../../testing/render-app.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const question =
  'Are you sure you want to logout? You have to authorise again to get access to company information.';

function Harness(props: { onConfirm: () => void; onForce?: () => void; error?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Log out"
      description={question}
      onConfirm={props.onConfirm}
      error={props.error}
      extraAction={props.onForce ? { label: 'Force logout', onSelect: props.onForce } : undefined}
    />
  );
}

describe('confirm dialog', () => {
  beforeAll(() => prepareTranslations());

  it('asks its question and confirms with OK', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription(question);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes without confirming on Cancel or Escape', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a failure in place and offers the extra action', async () => {
    const onForce = vi.fn();
    render(
      <Harness onConfirm={vi.fn()} onForce={onForce} error="Logout failed. Please try again." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Force logout' }));
    expect(onForce).toHaveBeenCalledOnce();
  });
});
