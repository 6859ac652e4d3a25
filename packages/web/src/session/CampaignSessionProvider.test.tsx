import { type GameAction, type GameState, newCampaign, publicGameState } from '@holdfast/engine';
import { THEMES } from '@holdfast/engine/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/ApiProvider';
import { createApiClient } from '../api/client';
import { createAppQueryClient } from '../app/App';
import { deferred, type FakeServer, fakeServer, json } from '../test/fake-server';
import { refusalMessage } from '../theme/refusal';
import { ThemeRoot } from '../theme/ThemeRoot';
import { GuestCampaignProvider, ServerCampaignProvider } from './CampaignSessionProvider';
import { type CampaignSession, useCampaignSession } from './campaign-session';

function campaign(): GameState {
  return newCampaign({ name: 'Bastion', difficulty: 'normal', theme: 'vanilla', seed: 3 });
}

const ACTIONS = 'POST /api/campaigns/42/actions';
const BUILD: GameAction = { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' };

function Probe({ into }: { into: { session: CampaignSession | null } }) {
  const session = useCampaignSession();
  into.session = session;
  return <p data-testid="funds">{session.state.resources.funds}</p>;
}

function renderSession(provider: 'server' | 'guest', server: FakeServer = fakeServer()) {
  const into: { session: CampaignSession | null } = { session: null };
  const child = <Probe into={into} />;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ThemeRoot theme={THEMES.vanilla}>
          {provider === 'server' ? (
            <ServerCampaignProvider campaignId={42}>{child}</ServerCampaignProvider>
          ) : (
            <GuestCampaignProvider initialState={campaign()}>{child}</GuestCampaignProvider>
          )}
        </ThemeRoot>
      ),
    },
    { path: '/base-left', element: <p>home</p> },
  ]);
  render(
    <ApiProvider client={createApiClient({ fetch: server.fetch, logError: () => {} })}>
      <QueryClientProvider client={createAppQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return {
    server,
    session: () => {
      if (!into.session) throw new Error('not rendered');
      return into.session;
    },
  };
}

/** What the server would answer: the engine's own result, as the real route does. */
async function engineAnswer(state: GameState, action: GameAction) {
  const { applyAction } = await import('@holdfast/engine');
  const result = applyAction(state, action);
  if (!result.ok) return json(409, { error: refusalMessage(state, result.error), code: result.error.code });
  return json(200, { state: result.state, report: result.report });
}

describe('ServerCampaignProvider', () => {
  it('posts the action with an Idempotency-Key and replaces the state with the answer', async () => {
    const server = fakeServer({
      'GET /api/campaigns/42/state': json(200, campaign()),
      [ACTIONS]: (request) => engineAnswer(campaign(), request.body as GameAction),
    });
    const { session } = renderSession('server', server);
    expect(await screen.findByTestId('funds')).toHaveTextContent('25000');

    let result: Awaited<ReturnType<CampaignSession['dispatch']>> | undefined;
    await act(async () => {
      result = await session().dispatch(BUILD);
    });
    expect(result).toMatchObject({
      ok: true,
      report: { entries: [expect.objectContaining({ kind: 'facility_built' })] },
    });
    expect(screen.getByTestId('funds')).toHaveTextContent('20000');
    const [request] = server.requestsTo(ACTIONS);
    expect(request?.body).toEqual(BUILD);
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a dropped request once more with the same key', async () => {
    let calls = 0;
    const server = fakeServer({
      'GET /api/campaigns/42/state': json(200, campaign()),
      [ACTIONS]: (request) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return engineAnswer(campaign(), request.body as GameAction);
      },
    });
    const { session } = renderSession('server', server);
    await screen.findByTestId('funds');
    await act(async () => {
      expect((await session().dispatch(BUILD)).ok).toBe(true);
    });
    const [first, second] = server.requestsTo(ACTIONS);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(screen.getByTestId('funds')).toHaveTextContent('20000');
  });

  it('gives up after the second network failure, keeping the state', async () => {
    const server = fakeServer({
      'GET /api/campaigns/42/state': json(200, campaign()),
      [ACTIONS]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { session } = renderSession('server', server);
    await screen.findByTestId('funds');
    await act(async () => {
      expect(await session().dispatch(BUILD)).toEqual({ ok: false, error: 'Failed to fetch' });
    });
    expect(server.requestsTo(ACTIONS)).toHaveLength(2);
    expect(screen.getByTestId('funds')).toHaveTextContent('25000');
  });

  it("returns a rule refusal with the server's message, marked as refused", async () => {
    const poor = { ...campaign(), resources: { funds: 100, supplies: 0, intel: 0 } };
    const server = fakeServer({
      'GET /api/campaigns/42/state': json(200, poor),
      [ACTIONS]: (request) => engineAnswer(poor, request.body as GameAction),
    });
    const { session } = renderSession('server', server);
    await screen.findByTestId('funds');
    await act(async () => {
      expect(await session().dispatch(BUILD)).toEqual({
        ok: false,
        error: 'Insufficient resources!',
        refused: true,
        status: 409,
      });
    });
    expect(server.requestsTo(ACTIONS)).toHaveLength(1);
  });

  it('sends one ADVANCE DAY however often it is asked while one is on its way, and is pending meanwhile', async () => {
    const answer = deferred();
    const server = fakeServer({ 'GET /api/campaigns/42/state': json(200, campaign()), [ACTIONS]: answer.promise });
    const { session } = renderSession('server', server);
    await screen.findByTestId('funds');
    let first!: ReturnType<CampaignSession['dispatch']>;
    let second!: ReturnType<CampaignSession['dispatch']>;
    act(() => {
      first = session().dispatch({ type: 'advanceDay' });
      second = session().dispatch({ type: 'advanceDay' });
    });
    expect(second).toBe(first);
    expect(session().pending).toBe(true);
    const next = (await import('@holdfast/engine')).applyAction(campaign(), { type: 'advanceDay' });
    if (!next.ok) throw new Error('advance refused');
    await act(async () => {
      answer.release(json(200, { state: next.state, report: next.report }));
      await first;
    });
    expect(server.requestsTo(ACTIONS)).toHaveLength(1);
    expect(session().state.day).toBe(2);
    expect(session().pending).toBe(false);
  });
});

/**
 * A server that keeps the campaign and its version as the real one does: a whole state (with its
 * version) unless the If-Match names the current version, then a delta.
 */
function versionedServer(startVersion = 5) {
  let state = campaign();
  let version = startVersion;
  const server = fakeServer({ 'GET /api/campaigns/42/state': () => json(200, state) });
  server.on(ACTIONS, async (request) => {
    const { applyAction, diffStates } = await import('@holdfast/engine');
    const result = applyAction(state, request.body as GameAction);
    const ifMatch = request.headers['if-match'];
    version += 1;
    if (!result.ok) {
      // A refusal takes a version too, and names it to a caller whose copy was current.
      const { code } = result.error;
      const error = refusalMessage(state, result.error);
      const current = request.headers.prefer === 'return=delta' && ifMatch === `"${version - 1}"`;
      return json(409, current ? { error, code, stateVersion: version } : { error, code });
    }
    const before = state;
    state = result.state;
    if (request.headers.prefer === 'return=delta' && ifMatch === `"${version - 1}"`) {
      return json(200, {
        delta: diffStates(before, state),
        report: result.report,
        stateVersion: version,
        baseVersion: version - 1,
      });
    }
    return json(200, { state, report: result.report, stateVersion: version });
  });
  return {
    server,
    current: () => state,
    /** Another tab acts: the campaign moves on without us. */
    elsewhere(action: GameAction) {
      return import('@holdfast/engine').then(({ applyAction }) => {
        const result = applyAction(state, action);
        if (!result.ok) throw new Error('refused');
        state = result.state;
        version += 1;
      });
    },
  };
}

describe('ServerCampaignProvider with state deltas', () => {
  it('starts from a whole answer, then sends its version and applies the deltas it gets back', async () => {
    const backend = versionedServer();
    const { session, server } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      expect((await session().dispatch(BUILD)).ok).toBe(true);
      expect((await session().dispatch({ type: 'advanceDay' })).ok).toBe(true);
      expect((await session().dispatch({ type: 'recruit' })).ok).toBe(true);
    });
    const sent = server.requestsTo(ACTIONS).map((r) => [r.headers.prefer, r.headers['if-match']]);
    expect(sent).toEqual([
      ['return=delta', undefined],
      ['return=delta', '"6"'],
      ['return=delta', '"7"'],
    ]);
    expect(session().state).toEqual(backend.current());
    expect(session().state.day).toBe(2);
    expect(server.requestsTo('GET /api/campaigns/42/state')).toHaveLength(1);
  });

  it('takes a whole state when the campaign moved on elsewhere, and keeps going with deltas', async () => {
    const backend = versionedServer();
    const { session, server } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      await session().dispatch({ type: 'advanceDay' });
    });
    await backend.elsewhere({ type: 'advanceDay' });
    await act(async () => {
      await session().dispatch({ type: 'advanceDay' });
      await session().dispatch({ type: 'advanceDay' });
    });
    expect(server.requestsTo(ACTIONS).map((r) => r.headers['if-match'])).toEqual([undefined, '"6"', '"8"']);
    expect(session().state).toEqual(backend.current());
    expect(session().state.day).toBe(5);
  });

  it('keeps its copy as the base after a refusal, at the version the refusal names', async () => {
    const backend = versionedServer();
    const { session, server } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      expect((await session().dispatch(BUILD)).ok).toBe(true);
      const again = await session().dispatch(BUILD);
      expect(again).toMatchObject({ ok: false, refused: true, error: 'This slot is already occupied!' });
      expect((await session().dispatch({ type: 'advanceDay' })).ok).toBe(true);
    });
    // The refusal took version 7; the day is asked for as a delta from it, and nothing is reloaded.
    expect(server.requestsTo(ACTIONS).map((r) => r.headers['if-match'])).toEqual([undefined, '"6"', '"7"']);
    expect(server.requestsTo('GET /api/campaigns/42/state')).toHaveLength(1);
    expect(session().state).toEqual(backend.current());
  });

  it('after a refusal caused by another tab, loads the campaign again and says it changed elsewhere (issue 26)', async () => {
    const backend = versionedServer();
    const { session, server } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      await session().dispatch({ type: 'advanceDay' });
    });
    expect(session().changedElsewhere).toBe(false);
    // Another tab builds in the slot this tab still shows empty.
    await backend.elsewhere(BUILD);
    let result: Awaited<ReturnType<CampaignSession['dispatch']>> | undefined;
    await act(async () => {
      result = await session().dispatch(BUILD);
    });
    expect(result).toMatchObject({ ok: false, refused: true, error: 'This slot is already occupied!' });
    expect(result?.changedElsewhere).toBe(true);
    expect(session().changedElsewhere).toBe(true);
    // Reloaded: the screen now shows the other tab's barracks.
    expect(server.requestsTo('GET /api/campaigns/42/state')).toHaveLength(2);
    expect(publicGameState(session().state)).toEqual(publicGameState(backend.current()));
  });

  it('never skips a day another tab advanced: the stale ADVANCE DAY is refused and the day reloaded (issue 26)', async () => {
    const backend = versionedServer();
    const { session } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      await session().dispatch({ type: 'advanceDay', fromDay: 1 });
    });
    await backend.elsewhere({ type: 'advanceDay' });
    let result: Awaited<ReturnType<CampaignSession['dispatch']>> | undefined;
    await act(async () => {
      result = await session().dispatch({ type: 'advanceDay', fromDay: session().state.day });
    });
    expect(result).toMatchObject({ ok: false, refused: true, changedElsewhere: true });
    // Day 3 came from the other tab; this one did not jump on to day 4.
    expect(backend.current().day).toBe(3);
    expect(session().state.day).toBe(3);
  });

  it('loads the whole state again when a delta does not fit its copy', async () => {
    const backend = versionedServer();
    const { session, server } = renderSession('server', backend.server);
    await screen.findByTestId('funds');
    await act(async () => {
      await session().dispatch({ type: 'advanceDay' });
    });
    // A delta claiming our version but made from another campaign's state.
    const { applyAction, diffStates, newCampaign } = await import('@holdfast/engine');
    const other = newCampaign({ name: 'Other', difficulty: 'hard', theme: 'vanilla', seed: 99 });
    const twoDays = applyAction(other, { type: 'advanceDay' });
    if (!twoDays.ok) throw new Error('refused');
    server.on(ACTIONS, () =>
      json(200, {
        delta: diffStates(other, twoDays.state),
        report: twoDays.report,
        stateVersion: 7,
        baseVersion: 6,
      }),
    );
    let result: Awaited<ReturnType<CampaignSession['dispatch']>> | undefined;
    await act(async () => {
      result = await session().dispatch({ type: 'advanceDay' });
    });
    expect(result?.ok).toBe(true);
    expect(server.requestsTo('GET /api/campaigns/42/state')).toHaveLength(2);
    // Loaded whole, the state arrives without the server's dice (issue 21).
    expect(publicGameState(session().state)).toEqual(publicGameState(backend.current()));
  });
});

describe('GuestCampaignProvider', () => {
  it('runs the engine in the page and calls nobody', async () => {
    const server = fakeServer();
    const { session } = renderSession('guest', server);
    expect(session().mode).toBe('guest');
    await act(async () => {
      expect((await session().dispatch(BUILD)).ok).toBe(true);
    });
    expect(screen.getByTestId('funds')).toHaveTextContent('20000');
    expect(session().state.facilities).toHaveLength(2);
    await act(async () => {
      expect(await session().dispatch(BUILD)).toEqual({
        ok: false,
        error: 'This slot is already occupied!',
        refused: true,
      });
    });
    expect(server.requests).toHaveLength(0);
  });

  it('applies actions sent back to back each on the state the previous one left', async () => {
    const { session } = renderSession('guest');
    await act(async () => {
      await Promise.all([
        session().dispatch(BUILD),
        session().dispatch({ type: 'buildFacility', row: 0, col: 1, facilityType: 'generator' }),
      ]);
    });
    expect(session().state.facilities.map((f) => f.type)).toEqual(['command', 'barracks', 'generator']);
    expect(session().state.resources.funds).toBe(25000 - 5000 - 7500);
  });
});
