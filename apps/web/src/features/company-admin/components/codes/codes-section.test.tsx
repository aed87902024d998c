import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maskedCodes } from '../../../../testing/admin-fixtures.ts';
import { problemResponse } from '../../../../testing/fake-api.ts';
import { renderAdmin } from '../../../../testing/render-admin.tsx';

const openCodes = (answer?: Parameters<typeof renderAdmin>[1]['answer']) =>
  renderAdmin('/admin/codes', { heading: 'Codes', answer });

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the codes section', () => {
  it('shows the three codes masked, each with what it is for', async () => {
    await openCodes();
    await screen.findByText(maskedCodes.userCode);
    const user = card('User code');
    expect(within(user).getByText(maskedCodes.userCode)).toBeVisible();
    expect(within(user).getByText('For employees: to look up safety data sheets.')).toBeVisible();
    expect(within(card('Key-user code')).getByText(maskedCodes.keyUserCode)).toBeVisible();
    expect(within(card('Subscription code')).getByText(maskedCodes.subscriptionCode)).toBeVisible();
    expect(within(user).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('reveals one code on request (the server records it), copies it, and hides it again', async () => {
    const { user, api } = await openCodes();
    await screen.findByText(maskedCodes.userCode);
    await user.click(screen.getByRole('button', { name: 'Reveal the user code' }));

    const userCard = card('User code');
    expect(await within(userCard).findByText('U7QX-M2PD-9WZR-4TNA')).toBeVisible();
    const reveal = api.sent().find((request) => request.method === 'POST');
    expect(reveal?.url).toBe(`/api/Companies/${api.state.self.companyId}/codes/User/reveal`);
    expect(reveal?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(within(card('Key-user code')).getByText(maskedCodes.keyUserCode)).toBeVisible();

    await user.click(within(userCard).getByRole('button', { name: 'Copy the user code' }));
    expect(await navigator.clipboard.readText()).toBe('U7QX-M2PD-9WZR-4TNA');
    expect(within(userCard).getByRole('status')).toHaveTextContent('Copied');

    const hide = within(userCard).getByRole('button', { name: 'Hide the user code' });
    await user.click(hide);
    expect(within(userCard).getByText(maskedCodes.userCode)).toBeVisible();
    expect(within(userCard).getByRole('button', { name: 'Reveal the user code' })).toHaveFocus();
  });

  it('says exactly what a reset does before doing it, and sends nothing on Cancel', async () => {
    const { user, api } = await openCodes();
    await screen.findByText(maskedCodes.userCode);
    await user.click(screen.getByRole('button', { name: 'Reset the user code' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the user code?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every phone and computer signed in with the user code is signed out and needs the new code. The current code stops working at once. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent().filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reset the user code' })).toHaveFocus();
  });

  it('resets a code and shows the new one once, with Copy and who was signed out', async () => {
    const { user, api } = await openCodes();
    await screen.findByText(maskedCodes.userCode);
    const codeReads = () => api.sent().filter((request) => request.url.endsWith('/codes')).length;
    const readsBefore = codeReads();
    await user.click(screen.getByRole('button', { name: 'Reset the user code' }));
    await user.click(await screen.findByRole('button', { name: 'Reset user code' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'The new user code' });
    expect(within(dialog).getByText('N3WU-SERC-0DE1-2345')).toBeVisible();
    expect(within(dialog).getByText('1 phone or computer was signed out.')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'The new user code' })).toHaveFocus();
    const reset = api.sent().find((request) => request.method === 'PUT');
    expect(reset?.url).toBe(`/api/Companies/${api.state.self.companyId}/resetUserAuthCode`);

    await user.click(within(dialog).getByRole('button', { name: 'Copy the new user code' }));
    expect(await navigator.clipboard.readText()).toBe('N3WU-SERC-0DE1-2345');

    // The masked codes are read again: the card shows the new code's last group.
    await waitFor(() => expect(codeReads()).toBeGreaterThan(readsBefore));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset the user code' })).toHaveFocus();
  });

  it('keeps the question open with the translated reason when the reset is refused (403)', async () => {
    const { user } = await openCodes(({ method }) =>
      method === 'PUT' ? problemResponse(403, 'forbidden') : undefined,
    );
    await screen.findByText(maskedCodes.userCode);
    await user.click(screen.getByRole('button', { name: 'Reset the key-user code' }));
    await user.click(await screen.findByRole('button', { name: 'Reset key-user code' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Reset the key-user code?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account may not do this.',
    );
  });

  it('says the company is not there when the server does not find it (404)', async () => {
    await openCodes(({ pathname }) =>
      pathname.endsWith('/codes') ? problemResponse(404, 'not-found') : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This company does not exist (any more), or it is not one you administer.',
    );
  });
});
