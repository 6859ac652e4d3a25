import { campaignChecksum, RULES_VERSION } from '@holdfast/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readChapter, rememberChapter } from '../../session/chapter-opening';
import { currentGuestCampaign, playGuestAction, startGuestCampaign } from '../../session/guest-campaign';
import { GUEST_CAMPAIGN_KEY } from '../../session/guest-record';
import { deferred, fakeServer, json } from '../../test/fake-server';
import { destination, renderWithApp, userJson } from '../../test/render';
import { Toaster } from '../../ui/Toaster';
import { SignInDialog } from './SignInDialog';

function renderDialog(server = fakeServer()) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<SignInDialog open onOpenChange={onOpenChange} />, { server });
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('SignInDialog', () => {
  // The strength estimator's dictionaries take seconds to transform on first import: once, up front.
  beforeAll(async () => {
    await import('@holdfast/engine/password-strength');
  }, 60_000);

  it('opens in sign-in mode with username and password, the cloud note and the register link', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Don't have an account? Register" })).toBeInTheDocument();
    expect(within(dialog).getByText(/progress is saved to the cloud/)).toBeInTheDocument();
  });

  it('signs in, showing Please wait... while busy, then closes and stores only public fields', async () => {
    const answer = deferred();
    const server = fakeServer({ 'POST /api/auth/login': answer.promise });
    const { user, onOpenChange } = renderDialog(server);

    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busyButton = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busyButton).toBeDisabled();
    expect(server.requestsTo('POST /api/auth/login')[0]?.body).toEqual({ username: 'holt', password: 'correct horse' });

    answer.release(json(200, userJson()));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual({ id: 7, username: 'holt' });
  });

  it('submits when Enter is pressed in a field', async () => {
    const server = fakeServer({ 'POST /api/auth/login': json(200, userJson()) });
    const { user, onOpenChange } = renderDialog(server);
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.requestsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it("shows the server's message in a red box and stays usable", async () => {
    const server = fakeServer({ 'POST /api/auth/login': json(401, { error: 'Invalid username or password' }) });
    const { user, onOpenChange } = renderDialog(server);
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it("falls back to 'Login failed' when the server cannot be reached", async () => {
    const server = fakeServer({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('creates an account in register mode with an email field, showing the server message on conflict', async () => {
    const server = fakeServer({ 'POST /api/users': json(409, { error: 'Username already taken' }) });
    const { user } = renderDialog(server);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));

    expect(screen.getByRole('heading', { name: 'CREATE ACCOUNT' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Already have an account? Sign In' })).toBeInTheDocument();
    // The server's password rule is shown before the player trips over it, tied to the field.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      "At least 8 characters and hard to guess: not a common password, your name or the game's words.",
    );

    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Email'), 'holt@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(server.requestsTo('POST /api/users')[0]?.body).toEqual({
      username: 'holt',
      email: 'holt@example.com',
      password: 'correct horse',
    });
  });

  it('estimates a new password as it is typed, with the estimator’s advice, and says nothing when signing in', async () => {
    const server = fakeServer();
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Password'), 'Summer2024');
    expect(screen.queryByText(/^Strength:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    const password = screen.getByLabelText('Password');
    await user.type(screen.getByLabelText('Username'), 'zorvanek');
    await user.type(password, 'Summer2024');
    expect(await screen.findByText('Strength: too easy to guess')).toBeInTheDocument();
    expect(screen.getByText('Add more words that are less common.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Strength: too easy to guess'));

    // The player's own name counts against the password; the advice names personal data.
    await user.clear(password);
    await user.type(password, 'zorvanek1989');
    expect(await screen.findByText('There should not be any personal or page related data.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'correct horse battery');
    expect(await screen.findByText('Strength: very strong')).toBeInTheDocument();
    expect(screen.queryByText('Add more words that are less common.')).not.toBeInTheDocument();
    // The server estimates it (issue 37: no dictionaries in the browser), with the player's name,
    // asked when typing pauses rather than once per key.
    const asked = server.requestsTo('POST /api/password-strength');
    expect(asked.at(-1)?.body).toEqual({ password: 'correct horse battery', username: 'zorvanek' });
    expect(asked.length).toBeLessThan('Summer2024zorvanek1989correct horse battery'.length);

    await user.clear(password);
    await waitFor(() => expect(screen.queryByText(/^Strength:/)).not.toBeInTheDocument());
    // Much typing: room for a busy machine.
  }, 20_000);

  it('registers and stores the new player', async () => {
    const server = fakeServer({ 'POST /api/users': json(201, userJson({ id: 9, username: 'nova' })) });
    const { user, onOpenChange } = renderDialog(server);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    await user.type(screen.getByLabelText('Username'), 'nova');
    await user.type(screen.getByLabelText('Email'), 'nova@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual({ id: 9, username: 'nova' });
  });

  it('clears the error and every field when switching mode', async () => {
    const server = fakeServer({ 'POST /api/auth/login': json(401, { error: 'Invalid username or password' }) });
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'wrong password{Enter}');
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByLabelText('Email'), 'x@example.com');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('closes from the close button and from Escape', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('SignInDialog guest way in', () => {
  it('offers Play as guest with a note that nothing is saved, and hands over to the guest flow', async () => {
    const onOpenChange = vi.fn();
    const onPlayAsGuest = vi.fn();
    const { user } = renderWithApp(<SignInDialog open onOpenChange={onOpenChange} onPlayAsGuest={onPlayAsGuest} />);
    const dialog = screen.getByRole('dialog', { name: 'SIGN IN' });
    expect(within(dialog).getByText(/saved in this browser only/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Play as guest' }));
    expect(onPlayAsGuest).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows no guest choice where none is offered', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Play as guest' })).not.toBeInTheDocument();
  });
});

/** A guest campaign kept in this browser, two days in. */
function keepLocalCampaign() {
  const start = startGuestCampaign({ name: 'Iron Gate', difficulty: 'normal', theme: 'vanilla', seed: 11 });
  const one = playGuestAction(start, { type: 'advanceDay' });
  if (!one.ok) throw new Error('day refused');
  const two = playGuestAction(one.state, { type: 'advanceDay' });
  if (!two.ok) throw new Error('day refused');
  return two.state;
}

describe('SignInDialog with a campaign saved in this browser', () => {
  it('offers to resume it beside Play as guest, labelled as local, and hands over to resume', async () => {
    keepLocalCampaign();
    const onOpenChange = vi.fn();
    const onResumeLocal = vi.fn();
    const { user } = renderWithApp(
      <SignInDialog open onOpenChange={onOpenChange} onPlayAsGuest={vi.fn()} onResumeLocal={onResumeLocal} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'SIGN IN' });
    expect(within(dialog).getByText('Iron Gate · Day 3 · Saved in this browser')).toBeInTheDocument();
    // The second guest button says what it does to the campaign kept here (issue 26 item 16).
    expect(within(dialog).queryByRole('button', { name: 'Play as guest' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New guest campaign (replaces Iron Gate)' })).toBeEnabled();
    expect(within(dialog).getByText(/a new one replaces Iron Gate for good/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume as guest' }));
    expect(onResumeLocal).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers no resume without a local campaign', () => {
    renderWithApp(<SignInDialog open onOpenChange={vi.fn()} onPlayAsGuest={vi.fn()} onResumeLocal={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Resume as guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('brings it into the account on signing in: one import call, the local copy cleared, off to its base', async () => {
    const local = keepLocalCampaign();
    rememberChapter('guest:Iron Gate', 1);
    const server = fakeServer({
      'POST /api/auth/login': json(200, userJson()),
      'POST /api/campaigns/import': json(201, { success: true, id: 41, theme: 'vanilla', day: 3 }),
    });
    const { user } = renderWithApp(<SignInDialog open onOpenChange={vi.fn()} />, { server });
    const bring = screen.getByRole('checkbox', { name: 'Bring Iron Gate (day 3) into my account' });
    expect(bring).toBeChecked();
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(destination()).toMatchObject({ path: '/vanilla/base', state: { campaignId: 41 } }));
    const [sent] = server.requestsTo('POST /api/campaigns/import');
    expect(sent?.body).toEqual({
      options: { name: 'Iron Gate', difficulty: 'normal', theme: 'vanilla', seed: 11 },
      actions: [{ type: 'advanceDay' }, { type: 'advanceDay' }],
      rulesVersion: RULES_VERSION,
      day: 3,
      checksum: campaignChecksum(local),
    });
    expect(localStorage.getItem(GUEST_CAMPAIGN_KEY)).toBeNull();
    expect(currentGuestCampaign()).toBeNull();
    // The chapter opening read as a guest is not shown again.
    expect(readChapter('campaign:41')).toBe(1);
  });

  it('keeps it in this browser when the server refuses it, and says so', async () => {
    keepLocalCampaign();
    const server = fakeServer({
      'POST /api/users': json(201, userJson()),
      'POST /api/campaigns/import': json(422, { error: 'The campaign does not replay' }),
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <>
        <SignInDialog open onOpenChange={onOpenChange} />
        <Toaster />
      </>,
      { server },
    );
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Email'), 'holt@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(/could not be brought in \(The campaign does not replay\)/)).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(currentGuestCampaign()?.state.day).toBe(3);
  });

  it('does not ask the server when the box is unticked', async () => {
    keepLocalCampaign();
    const server = fakeServer({ 'POST /api/auth/login': json(200, userJson()) });
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<SignInDialog open onOpenChange={onOpenChange} />, { server });
    await user.click(screen.getByRole('checkbox', { name: /Bring Iron Gate/ }));
    await user.type(screen.getByLabelText('Username'), 'holt');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.requestsTo('POST /api/campaigns/import')).toHaveLength(0);
    expect(currentGuestCampaign()?.state.day).toBe(3);
  });
});
