import {
  applyAction,
  diffStates,
  type GameAction,
  type GameState,
  newCampaign,
  publicGameState,
} from '@holdfast/engine';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/ApiProvider';
import { createApiClient } from '../api/client';
import { createAppQueryClient } from '../app/App';
import { deferred, fakeServer, json } from '../test/fake-server';
import { campaignKeys } from './campaign-api';
import { sendCampaignAction } from './campaign-channel';
import { useCampaignState, type VersionedState, versionFromEtag } from './campaign-state-api';

const ACTIONS = 'POST /api/campaigns/7/actions';
const ADVANCE: GameAction = { type: 'advanceDay' };
const BUILD: GameAction = { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' };

function campaign(): GameState {
  return newCampaign({ name: 'Bastion', difficulty: 'normal', theme: 'vanilla', seed: 5 });
}

function setup() {
  const server = fakeServer();
  const api = createApiClient({ fetch: server.fetch, logError: () => {} });
  const queryClient = new QueryClient();
  return { server, api, queryClient, key: campaignKeys.state(7) };
}

describe('sendCampaignAction: one queue per campaign for the whole page', () => {
  it('asks for a delta from the cached version and keeps the cached state and version current', async () => {
    const { server, api, queryClient, key } = setup();
    const before = campaign();
    queryClient.setQueryData<VersionedState>(key, { state: before, version: 4 });
    const result = applyAction(before, ADVANCE);
    if (!result.ok) throw new Error('advance refused');
    server.on(ACTIONS, () =>
      json(200, { delta: diffStates(before, result.state), report: result.report, stateVersion: 5, baseVersion: 4 }),
    );

    const sent = await sendCampaignAction(api, queryClient, 7, ADVANCE);

    expect(sent.ok).toBe(true);
    const request = server.requestsTo(ACTIONS)[0];
    expect(request?.headers['if-match']).toBe('"4"');
    expect(request?.headers.prefer).toBe('return=delta');
    const cached = queryClient.getQueryData<VersionedState>(key);
    expect(cached?.version).toBe(5);
    expect(cached?.state).toEqual(result.state);
  });

  it('sends an action from another screen only after the one in flight has been answered', async () => {
    const { server, api, queryClient, key } = setup();
    const start = campaign();
    queryClient.setQueryData<VersionedState>(key, { state: start, version: 1 });
    const first = deferred();
    let calls = 0;
    server.on(ACTIONS, (request) => {
      calls += 1;
      if (calls === 1) return first.promise;
      // The second request is built from the first one's answer: it names version 2.
      expect(request.headers['if-match']).toBe('"2"');
      return json(409, { error: 'Insufficient resources', code: 'insufficient_resources', stateVersion: 2 });
    });

    const advancing = sendCampaignAction(api, queryClient, 7, ADVANCE);
    const building = sendCampaignAction(api, queryClient, 7, BUILD);
    await Promise.resolve();
    expect(server.requestsTo(ACTIONS)).toHaveLength(1);

    const next = applyAction(start, ADVANCE);
    if (!next.ok) throw new Error('advance refused');
    first.release(json(200, { state: next.state, report: next.report, stateVersion: 2 }));

    expect((await advancing).ok).toBe(true);
    const refused = await building;
    expect(refused).toMatchObject({ ok: false, refused: true, error: 'Insufficient resources' });
    expect(server.requestsTo(ACTIONS)).toHaveLength(2);
    // A refusal leaves the copy as it was and keeps the version the server named.
    // The server's dice stay there: the copy holds a stand-in generator, the rest as answered.
    const held = queryClient.getQueryData<VersionedState>(key);
    expect(held?.version).toBe(2);
    expect(publicGameState(held?.state ?? start)).toEqual(publicGameState(next.state));
  });

  it('retries a dropped connection once with the same Idempotency-Key', async () => {
    const { server, api, queryClient, key } = setup();
    const start = campaign();
    queryClient.setQueryData<VersionedState>(key, { state: start, version: null });
    const next = applyAction(start, ADVANCE);
    if (!next.ok) throw new Error('advance refused');
    let calls = 0;
    server.on(ACTIONS, () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { state: next.state, report: next.report, stateVersion: 9 });
    });

    const sent = await sendCampaignAction(api, queryClient, 7, ADVANCE);

    expect(sent.ok).toBe(true);
    const [a, b] = server.requestsTo(ACTIONS);
    expect(a?.headers['idempotency-key']).toBeTruthy();
    expect(b?.headers['idempotency-key']).toBe(a?.headers['idempotency-key']);
    expect(queryClient.getQueryData<VersionedState>(key)?.version).toBe(9);
  });
});

describe('the campaign state query', () => {
  it('keeps the version the server sent with the state and is not fetched again when the window regains focus', async () => {
    const server = fakeServer({
      'GET /api/campaigns/7/state': () =>
        new Response(JSON.stringify(campaign()), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ETag: '"12"' },
        }),
    });
    const api = createApiClient({ fetch: server.fetch, logError: () => {} });
    const queryClient = createAppQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiProvider>
    );

    const { result } = renderHook(() => useCampaignState(7), { wrapper });
    await waitFor(() => expect(result.current.data?.version).toBe(12));
    expect(result.current.data?.state.name).toBe('Bastion');

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requestsTo('GET /api/campaigns/7/state')).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('reads the ETag forms the server may send', () => {
    expect(versionFromEtag('"3"')).toBe(3);
    expect(versionFromEtag('W/"41"')).toBe(41);
    expect(versionFromEtag(null)).toBeNull();
    expect(versionFromEtag('"abc"')).toBeNull();
  });
});
