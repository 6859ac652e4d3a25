import { newCampaign } from '@holdfast/engine';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { renderRoute, userJson } from '../../test/render';

function campaignState() {
  const state = newCampaign({ name: 'Nightfall', difficulty: 'normal', theme: 'majestic', seed: 1 });
  return { ...state, day: 32, resources: { funds: 12500, supplies: 140, intel: 9 } };
}

describe('BaseScreen', () => {
  it('shows the header from the server: name, D+n, in-game date and resources in theme words', async () => {
    const server = fakeServer({
      'GET /api/auth/me': json(200, userJson()),
      'GET /api/campaigns/42/state': json(200, campaignState()),
    });
    renderRoute('/majestic/base', { server, state: { campaignId: 42 } });

    expect(await screen.findByRole('heading', { name: 'Nightfall' })).toBeInTheDocument();
    expect(screen.getByText('D+32')).toBeInTheDocument();
    // Majestic starts on 2005-01-01; day 32 is the first of February.
    expect(screen.getByText(/2005-02-01/)).toBeInTheDocument();
    expect(screen.getByText('BLACK BUDGET').nextSibling).toHaveTextContent('12,500');
    expect(screen.getByText('LOGISTICS').nextSibling).toHaveTextContent('140');
    expect(screen.getByText('INTEL').nextSibling).toHaveTextContent('9');
    // Power comes from the engine: the Command Center gives 100 and draws 5.
    expect(screen.getByText('GRID').nextSibling).toHaveTextContent('5/100 (5%)');
    for (const tab of ['SITE', 'OPERATIVES', 'MEDICAL', 'XENOTECH', 'OPERATIONS']) {
      expect(screen.getByText(tab)).toBeInTheDocument();
    }
  });

  it('goes home when no campaign is carried in navigation state', async () => {
    const { router } = renderRoute('/vanilla/base');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'HOLDFAST' })).toBeInTheDocument();
  });

  it('goes home when the campaign cannot be loaded', async () => {
    const server = fakeServer({ 'GET /api/campaigns/99/state': json(404, { error: 'Campaign not found' }) });
    const { router } = renderRoute('/vanilla/base', { server, state: { campaignId: 99 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.requestsTo('GET /api/campaigns/99/state')).toHaveLength(1);
  });
});
