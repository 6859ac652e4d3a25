import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { renderWithApp, userJson } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { AccountDialog } from './AccountDialog';

function renderDialog(server = fakeServer()) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <>
      <AccountDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
    { server, storedUser: JSON.stringify({ id: 7, username: 'holt' }) },
  );
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog') };
}

// Typing whole passwords, each keystroke estimated: room for a busy machine.
describe('AccountDialog', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('@holdfast/engine/password-strength');
  }, 60_000);

  it('changes the email with the current password and says other browsers are signed out', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'PATCH /api/users/7': json(200, userJson({ email: 'holt@nostromo.test' })),
    });
    const { user, dialog } = renderDialog(server);
    const emailForm = within(dialog).getByRole('form', { name: 'Change Email' });
    await user.type(within(emailForm).getByLabelText('New email'), 'holt@nostromo.test');
    await user.type(within(emailForm).getByLabelText('Current password'), 'correct horse battery');
    await user.click(within(emailForm).getByRole('button', { name: 'Change Email' }));

    expect(
      await screen.findByText('Email changed. Other browsers signed in to this account are signed out.'),
    ).toBeInTheDocument();
    expect(server.requestsTo('PATCH /api/users/7')[0]?.body).toEqual({
      email: 'holt@nostromo.test',
      current_password: 'correct horse battery',
    });
    expect(within(emailForm).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's refusal beside the form that was sent", async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'PATCH /api/users/7': json(400, { error: 'Current password is incorrect' }),
    });
    const { user, dialog } = renderDialog(server);
    const passwordForm = within(dialog).getByRole('form', { name: 'Change Password' });
    await user.type(within(passwordForm).getByLabelText('Current password'), 'not it');
    await user.type(within(passwordForm).getByLabelText('New password'), 'a brand new passphrase');
    await user.click(within(passwordForm).getByRole('button', { name: 'Change Password' }));

    expect(await within(passwordForm).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(server.requestsTo('PATCH /api/users/7')[0]?.body).toEqual({
      password: 'a brand new passphrase',
      current_password: 'not it',
    });
    const emailForm = within(dialog).getByRole('form', { name: 'Change Email' });
    expect(within(emailForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('estimates the new password as it is typed', async () => {
    const { user, dialog } = renderDialog(fakeServer({ 'GET /api/auth/me': json(200, userJson()) }));
    const passwordForm = within(dialog).getByRole('form', { name: 'Change Password' });
    await user.type(within(passwordForm).getByLabelText('New password'), 'holt19871987');
    expect(await within(passwordForm).findByText('Strength: too easy to guess')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(passwordForm).getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Strength: too easy to guess'),
      ),
    );
  });
});
