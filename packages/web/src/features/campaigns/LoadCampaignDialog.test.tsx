import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../api/types';
import { deferred, fakeServer, json } from '../../test/fake-server';
import { destination, renderWithApp } from '../../test/render';
import { LoadCampaignDialog } from './LoadCampaignDialog';

function campaign(overrides: Partial<Campaign>): Campaign {
  return {
    id: 1,
    user_id: 7,
    name: 'Iron Gate',
    description: null,
    difficulty: 'normal',
    theme: 'vanilla',
    day: 1,
    threat_level: 1,
    supplies: 100,
    funds: 25000,
    intel: 0,
    reputation: 0,
    created_at: '2025-01-05T12:00:00.000Z',
    updated_at: '2025-01-05T13:00:00.000Z',
    last_played: null,
    total_playtime: 0,
    is_active: 1,
    game_over: 0,
    victory: 0,
    marks: [],
    ...overrides,
  };
}

const IRON_GATE = campaign({ id: 1, name: 'Iron Gate', theme: 'vanilla' });
const NIGHTFALL = campaign({
  id: 2,
  name: 'Nightfall',
  theme: 'majestic',
  description: 'Recover the craft before dawn',
  created_at: '2025-02-10T12:00:00.000Z',
  updated_at: '2025-03-02T12:00:00.000Z',
  last_played: '2025-03-02T12:00:00.000Z',
  day: 43,
  difficulty: 'hard',
});

function renderDialog(server: ReturnType<typeof fakeServer>) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<LoadCampaignDialog open onOpenChange={onOpenChange} />, { server });
  return { ...view, onOpenChange };
}

describe('LoadCampaignDialog', () => {
  it('badges a campaign’s marks on its card, in the campaign’s own universe', async () => {
    const edited = campaign({ id: 3, name: 'Long Night', theme: 'archbound', marks: ['edited'] });
    const brought = campaign({ id: 4, name: 'Far Shore', theme: 'vanilla', marks: ['browser'] });
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, [edited, brought, IRON_GATE]) }));
    const longNight = await screen.findByRole('listitem', { name: 'Long Night' });
    expect(within(longNight).getByText('AMENDED CHRONICLE')).toHaveAttribute(
      'title',
      'Pages of this chronicle were rewritten by hand, outside the rules.',
    );
    const farShore = screen.getByRole('listitem', { name: 'Far Shore' });
    expect(within(farShore).getByText('PLAYED IN A BROWSER')).toHaveAttribute('data-campaign-mark', 'browser');
    const ironGate = screen.getByRole('listitem', { name: 'Iron Gate' });
    expect(ironGate.querySelector('[data-campaign-mark]')).toBeNull();
  });

  it('shows LOADING CAMPAIGNS... until the list arrives', async () => {
    const answer = deferred();
    renderDialog(fakeServer({ 'GET /api/campaigns': answer.promise }));
    expect(screen.getByRole('status')).toHaveTextContent('LOADING CAMPAIGNS...');
    answer.release(json(200, [IRON_GATE]));
    expect(await screen.findByRole('listitem', { name: 'Iron Gate' })).toBeInTheDocument();
    expect(screen.queryByText('LOADING CAMPAIGNS...')).not.toBeInTheDocument();
  });

  it('lists each campaign with its badge, description and dates, and counts them', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, [IRON_GATE, NIGHTFALL]) }));
    const ironGate = await screen.findByRole('listitem', { name: 'Iron Gate' });
    const nightfall = screen.getByRole('listitem', { name: 'Nightfall' });

    expect(within(ironGate).getByText('LAST STAND')).toBeInTheDocument();
    expect(within(ironGate).getByText('Created: Jan 5, 2025')).toBeInTheDocument();
    expect(within(ironGate).queryByText(/Updated/)).not.toBeInTheDocument();

    expect(within(nightfall).getByText('MAJESTIC')).toBeInTheDocument();
    expect(within(nightfall).getByText('Recover the craft before dawn')).toBeInTheDocument();
    expect(within(nightfall).getByText('Created: Feb 10, 2025')).toBeInTheDocument();
    expect(within(nightfall).getByText('Updated: Mar 2, 2025')).toBeInTheDocument();
    expect(within(ironGate).queryByText('EDITED RECORD')).not.toBeInTheDocument();

    expect(screen.getByText('2 CAMPAIGN(S) AVAILABLE')).toBeInTheDocument();
  });

  it('tells campaigns apart by day, difficulty, universe and last played', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, [IRON_GATE, NIGHTFALL]) }));
    const ironGate = await screen.findByRole('listitem', { name: 'Iron Gate' });
    const nightfall = screen.getByRole('listitem', { name: 'Nightfall' });
    expect(within(ironGate).getByText('Day 1 · Normal')).toBeInTheDocument();
    expect(within(ironGate).getByText('Last played: not yet')).toBeInTheDocument();
    expect(within(nightfall).getByText('Day 43 · Hard')).toBeInTheDocument();
    expect(within(nightfall).getByText('MAJESTIC')).toBeInTheDocument();
    expect(within(nightfall).getByText('Last played: Mar 2, 2025')).toBeInTheDocument();
  });

  it('accepts a list wrapped in a campaigns field', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, { campaigns: [NIGHTFALL] }) }));
    expect(await screen.findByRole('listitem', { name: 'Nightfall' })).toBeInTheDocument();
    expect(screen.getByText('1 CAMPAIGN(S) AVAILABLE')).toBeInTheDocument();
  });

  it('says NO CAMPAIGNS FOUND when there are none', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, []) }));
    expect(await screen.findByText('NO CAMPAIGNS FOUND')).toBeInTheDocument();
    expect(screen.getByText('Start a new campaign to choose your universe')).toBeInTheDocument();
    expect(screen.getByText('0 CAMPAIGN(S) AVAILABLE')).toBeInTheDocument();
  });

  it('shows a failed fetch in the ERROR box', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(500, { error: 'Internal server error' }) }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('ERROR');
    expect(box).toHaveTextContent('Internal server error');
  });

  it('loads a campaign into its own universe with its id in navigation state', async () => {
    const { user, onOpenChange } = renderDialog(
      fakeServer({ 'GET /api/campaigns': json(200, [IRON_GATE, NIGHTFALL]) }),
    );
    const nightfall = await screen.findByRole('listitem', { name: 'Nightfall' });
    await user.click(within(nightfall).getByRole('button', { name: 'LOAD' }));
    await waitFor(() =>
      expect(destination()).toEqual({ theme: 'majestic', path: '/majestic/base', state: { campaignId: 2 } }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for confirmation in the card before deleting, and CANCEL keeps the campaign', async () => {
    const server = fakeServer({ 'GET /api/campaigns': json(200, [IRON_GATE]) });
    const { user } = renderDialog(server);
    const card = await screen.findByRole('listitem', { name: 'Iron Gate' });

    await user.click(within(card).getByRole('button', { name: 'Delete campaign' }));
    expect(within(card).getByText('DELETE CAMPAIGN?')).toBeInTheDocument();
    expect(within(card).getByText('This action cannot be undone')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'LOAD' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'CANCEL' }));
    expect(within(card).queryByText('DELETE CAMPAIGN?')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'LOAD' })).toBeInTheDocument();
    expect(server.requestsTo('DELETE /api/campaigns/1')).toHaveLength(0);
  });

  it('deletes on DELETE and drops the campaign from the list', async () => {
    const server = fakeServer({
      'GET /api/campaigns': json(200, [IRON_GATE, NIGHTFALL]),
      'DELETE /api/campaigns/1': json(204),
    });
    const { user } = renderDialog(server);
    const card = await screen.findByRole('listitem', { name: 'Iron Gate' });
    await user.click(within(card).getByRole('button', { name: 'Delete campaign' }));
    await user.click(within(card).getByRole('button', { name: 'DELETE' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Iron Gate' })).not.toBeInTheDocument());
    expect(server.requestsTo('DELETE /api/campaigns/1')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Nightfall' })).toBeInTheDocument();
    expect(screen.getByText('1 CAMPAIGN(S) AVAILABLE')).toBeInTheDocument();
  });

  it('shows a failed delete in the ERROR box and keeps the list', async () => {
    const server = fakeServer({
      'GET /api/campaigns': json(200, [IRON_GATE, NIGHTFALL]),
      'DELETE /api/campaigns/1': json(404, { error: 'Campaign not found' }),
    });
    const { user } = renderDialog(server);
    const card = await screen.findByRole('listitem', { name: 'Iron Gate' });
    await user.click(within(card).getByRole('button', { name: 'Delete campaign' }));
    await user.click(within(card).getByRole('button', { name: 'DELETE' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('ERROR');
    expect(box).toHaveTextContent('Campaign not found');
    expect(screen.getByRole('listitem', { name: 'Iron Gate' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Nightfall' })).toBeInTheDocument();
  });

  it('closes from the CLOSE button', async () => {
    const { user, onOpenChange } = renderDialog(fakeServer({ 'GET /api/campaigns': json(200, []) }));
    await user.click(await screen.findByText('CLOSE', { selector: 'button' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('LoadCampaignDialog with a guest campaign still saved in this browser', () => {
  async function keepLocalCampaign() {
    const { playGuestAction, startGuestCampaign } = await import('../../session/guest-campaign');
    const start = startGuestCampaign({ name: 'Hollow Watch', difficulty: 'easy', theme: 'majestic', seed: 3 });
    playGuestAction(start, { type: 'advanceDay' });
  }

  it('offers it above the list and brings it into the account in one step', async () => {
    await keepLocalCampaign();
    const server = fakeServer({
      'GET /api/campaigns': json(200, [IRON_GATE]),
      'POST /api/campaigns/import': json(201, { success: true, id: 9, theme: 'majestic', day: 2 }),
    });
    const { user, onOpenChange } = renderDialog(server);
    const local = screen.getByRole('region', { name: 'SAVED IN THIS BROWSER' });
    expect(within(local).getByText('Hollow Watch · Day 2 · Saved in this browser')).toBeInTheDocument();
    await user.click(within(local).getByRole('button', { name: 'BRING INTO MY ACCOUNT' }));

    await waitFor(() => expect(destination()).toMatchObject({ path: '/majestic/base', state: { campaignId: 9 } }));
    expect(server.requestsTo('POST /api/campaigns/import')[0]?.body).toMatchObject({
      options: { name: 'Hollow Watch', seed: 3 },
      actions: [{ type: 'advanceDay' }],
      day: 2,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows why the server refused it, and keeps it', async () => {
    await keepLocalCampaign();
    const server = fakeServer({
      'GET /api/campaigns': json(200, []),
      'POST /api/campaigns/import': json(422, { error: 'The campaign does not replay' }),
    });
    const { user } = renderDialog(server);
    await user.click(screen.getByRole('button', { name: 'BRING INTO MY ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The campaign saved in this browser could not be brought in: The campaign does not replay',
    );
    expect(screen.getByRole('region', { name: 'SAVED IN THIS BROWSER' })).toBeInTheDocument();
  });

  it('shows nothing of the kind without one', async () => {
    renderDialog(fakeServer({ 'GET /api/campaigns': json(200, [IRON_GATE]) }));
    await screen.findByRole('listitem', { name: 'Iron Gate' });
    expect(screen.queryByRole('region', { name: 'SAVED IN THIS BROWSER' })).not.toBeInTheDocument();
  });
});
