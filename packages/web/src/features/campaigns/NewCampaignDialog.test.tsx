import { STARTING_FUNDS, STARTING_RESOURCES } from '@holdfast/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readGuestSummary } from '../../session/guest-record';
import { deferred, fakeServer, json } from '../../test/fake-server';
import { destination, renderWithApp } from '../../test/render';
import { NewCampaignDialog } from './NewCampaignDialog';

function renderDialog(server = fakeServer(), theme: 'vanilla' | 'majestic' = 'vanilla') {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<NewCampaignDialog open onOpenChange={onOpenChange} />, { server, theme });
  return { ...view, onOpenChange };
}

describe('NewCampaignDialog', () => {
  it('offers the four universes with name, description and preview, and the three difficulties', () => {
    renderDialog();
    const universes = screen.getAllByRole('radio');
    expect(universes).toHaveLength(4);
    for (const name of ['LAST STAND', 'DEVASTATORS', 'MAJESTIC', 'ARCHBOUND']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: /^LAST STAND/ })).toBeChecked();
    expect(screen.getByText(/Rifles, armour and air support/)).toBeInTheDocument();

    const difficulty = screen.getByLabelText('Difficulty');
    expect(
      within(difficulty)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['easy - For relaxed play', 'normal - Standard challenge', 'hard - For veterans']);
    expect(difficulty).toHaveValue('normal');
    expect(screen.getByRole('button', { name: 'CREATE CAMPAIGN' })).toBeEnabled();
  });

  it('preselects the universe of the screen it opens from', () => {
    renderDialog(fakeServer(), 'majestic');
    expect(screen.getByRole('radio', { name: /^MAJESTIC/ })).toBeChecked();
  });

  it("refuses a blank name with 'Campaign name is required' and sends nothing", async () => {
    const { user, server } = renderDialog();
    await user.type(screen.getByLabelText('Campaign name'), '   ');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campaign name is required');
    expect(server.requestsTo('POST /api/campaigns')).toHaveLength(0);
  });

  it('creates the campaign (CREATING... while busy) and goes to its base with the id in navigation state', async () => {
    const answer = deferred();
    const server = fakeServer({ 'POST /api/campaigns': answer.promise });
    const { user, onOpenChange } = renderDialog(server);

    await user.click(screen.getByRole('radio', { name: /^MAJESTIC/ }));
    await user.type(screen.getByLabelText('Campaign name'), '  Operation Nightfall  ');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));

    expect(await screen.findByRole('button', { name: 'CREATING...' })).toBeDisabled();
    expect(server.requestsTo('POST /api/campaigns')[0]?.body).toEqual({
      name: 'Operation Nightfall',
      difficulty: 'hard',
      theme: 'majestic',
    });

    answer.release(json(201, { success: true, id: 42, theme: 'majestic' }));
    await waitFor(() =>
      expect(destination()).toEqual({ theme: 'majestic', path: '/majestic/base', state: { campaignId: 42 } }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("reports 'Campaign created but no ID returned' and becomes usable again", async () => {
    const server = fakeServer({ 'POST /api/campaigns': json(201, { success: true }) });
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Campaign name'), 'Bastion');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Campaign created but no ID returned');
    expect(screen.getByRole('button', { name: 'CREATE CAMPAIGN' })).toBeEnabled();
    expect(screen.queryByTestId('destination')).not.toBeInTheDocument();
  });

  it("shows the server's message inline, and can then create on a second try", async () => {
    const server = fakeServer({ 'POST /api/campaigns': json(400, { error: 'Campaign name is too long' }) });
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Campaign name'), 'Bastion');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Campaign name is too long');

    server.on('POST /api/campaigns', json(201, { success: true, id: 'c-1', theme: 'vanilla' }));
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    await waitFor(() => expect(destination().state).toEqual({ campaignId: 'c-1' }));
  });

  it("falls back to 'Failed to create campaign. Please try again.' when the call fails without a message", async () => {
    const server = fakeServer({ 'POST /api/campaigns': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderDialog(server);
    await user.type(screen.getByLabelText('Campaign name'), 'Bastion');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create campaign. Please try again.');
    expect(screen.getByRole('button', { name: 'CREATE CAMPAIGN' })).toBeEnabled();
  });

  it('closes from its close button', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('NewCampaignDialog for a guest', () => {
  it('builds the campaign in the browser with the engine, keeps it there, calls nobody and carries it to the base', async () => {
    const onOpenChange = vi.fn();
    const { user, server } = renderWithApp(<NewCampaignDialog mode="guest" open onOpenChange={onOpenChange} />);
    expect(screen.getByText(/saved in this browser only/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^DEVASTATORS/ }));
    await user.type(screen.getByLabelText('Campaign name'), '  Foundry Watch ');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));

    await waitFor(() => expect(destination().path).toBe('/devastators/base'));
    const carried = (destination().state as { guestCampaign: Record<string, unknown> }).guestCampaign;
    expect(carried).toMatchObject({ name: 'Foundry Watch', difficulty: 'easy', theme: 'devastators', day: 1 });
    expect(carried.resources).toEqual({ funds: STARTING_FUNDS.easy, ...STARTING_RESOURCES });
    expect(carried.squad).toHaveLength(4);
    expect(server.requests.filter((request) => request.path !== '/api/auth/me')).toHaveLength(0);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(readGuestSummary()).toMatchObject({
      name: 'Foundry Watch',
      theme: 'devastators',
      difficulty: 'easy',
      day: 1,
    });
  });

  it('still refuses a blank name', async () => {
    const { user } = renderWithApp(<NewCampaignDialog mode="guest" open onOpenChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'CREATE CAMPAIGN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campaign name is required');
  });
});
