/**
 * `Prefer: return=delta` + `If-Match: <stateVersion>` on the actions endpoint: the answer carries
 * the change since the caller's copy, and applying it gives exactly what the server stored.
 */
import { applyStateDelta, type GameAction, type GameState, type StateDelta } from '@holdfast/engine';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { deltaBase } from '../src/routes/actions';
import { gameState, RICH, setResources } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { type Commander, signUp, startCampaign } from './support/http';

interface DeltaAnswer {
  delta: StateDelta;
  report: { day: number };
  stateVersion: number;
  baseVersion: number;
}
interface FullAnswer {
  state: GameState;
  report: { day: number };
  stateVersion: number;
}

function sendForDelta(
  app: FastifyInstance,
  commander: Commander,
  campaignId: number,
  action: GameAction,
  ifMatch: string | null,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = { cookie: commander.cookie, prefer: 'return=delta' };
  if (ifMatch !== null) headers['if-match'] = ifMatch;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  return app.inject({ method: 'POST', url: `/api/campaigns/${campaignId}/actions`, headers, payload: action });
}

/** GET state with the version it was read at (ETag). */
async function stateWithVersion(app: FastifyInstance, commander: Commander, campaignId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaignId}/state`,
    headers: { cookie: commander.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const etag = String(response.headers.etag);
  expect(etag).toMatch(/^"\d+"$/);
  return { state: response.json() as GameState, etag };
}

it('reads If-Match as a bare version or an ETag, only with Prefer: return=delta', () => {
  expect(deltaBase(undefined, '"3"')).toBeUndefined();
  expect(deltaBase('return=representation', '3')).toBeUndefined();
  expect(deltaBase('return=delta', '"3"')).toBe(3);
  expect(deltaBase('respond-async, return=delta', 'W/"12"')).toBe(12);
  expect(deltaBase('return=delta', '7')).toBe(7);
  expect(deltaBase('return=delta', undefined)).toBeNull();
  expect(deltaBase('return=delta', '*')).toBeNull();
});

describeEachDatabase('actions answered with a state delta', (env) => {
  it('answers a delta that turns the previous state into what GET /state returns, day after day', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, RICH);
    let { state, etag } = await stateWithVersion(env.app, ripley, id);
    const orders: GameAction[] = [
      { type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' },
      { type: 'recruit' },
      { type: 'startResearch', projectId: 'basic_armor' },
      { type: 'advanceDay' },
      { type: 'deployMission', templateId: 'supply_run', soldierIds: [state.squad[1]?.id ?? ''], mode: 'auto' },
      { type: 'advanceDay' },
      { type: 'advanceDay' },
      { type: 'advanceDay' },
    ];
    for (const order of orders) {
      const response = await sendForDelta(env.app, ripley, id, order, etag);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as DeltaAnswer;
      expect(answer).not.toHaveProperty('state');
      expect(`"${answer.baseVersion}"`).toBe(etag);
      expect(answer.stateVersion).toBe(answer.baseVersion + 1);
      state = applyStateDelta(state, answer.delta);
      const fresh = await stateWithVersion(env.app, ripley, id);
      expect(state).toEqual(fresh.state);
      expect(fresh.etag).toBe(`"${answer.stateVersion}"`);
      etag = `"${answer.stateVersion}"`;
    }
    // A day's delta is small even though the whole state keeps growing.
    const day = await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, etag);
    expect(day.body.length).toBeLessThan(JSON.stringify(state).length);
  });

  it('answers the whole state with its version when the If-Match is stale or missing, or no delta was asked for', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { etag } = await stateWithVersion(env.app, ripley, id);
    const first = await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, etag);
    const firstVersion = (first.json() as DeltaAnswer).stateVersion;

    // Another tab advanced the day meanwhile: the old version no longer fits.
    const stale = await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, etag);
    expect(stale.statusCode).toBe(200);
    const resync = stale.json() as FullAnswer;
    expect(resync).not.toHaveProperty('delta');
    expect(resync.stateVersion).toBe(firstVersion + 1);
    expect(resync.state).toEqual(await gameState(env.app, ripley, id));

    const missing = (await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, null)).json() as FullAnswer;
    expect(missing.state.day).toBe(4);
    expect(missing.stateVersion).toBe(firstVersion + 2);

    const plain = await env.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/actions`,
      headers: { cookie: ripley.cookie },
      payload: { type: 'advanceDay' },
    });
    expect(Object.keys(plain.json()).sort()).toEqual(['report', 'state', 'stateVersion']);
  });

  it('replays the stored delta answer byte for byte for a retried key', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { state, etag } = await stateWithVersion(env.app, ripley, id);
    const first = await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, etag, 'day-1');
    const retry = await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, etag, 'day-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    const answer = retry.json() as DeltaAnswer;
    expect(applyStateDelta(state, answer.delta)).toEqual(await gameState(env.app, ripley, id));
    expect((await gameState(env.app, ripley, id)).day).toBe(2);
  });

  it('tells a current caller the version a refusal left unchanged, so its copy stays the next base', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { state, etag } = await stateWithVersion(env.app, ripley, id);
    const refused = await sendForDelta(env.app, ripley, id, { type: 'upgradeFacility', facilityId: 'nope' }, etag);
    expect(refused.statusCode).toBe(422);
    const { stateVersion } = refused.json() as { stateVersion: number };
    expect(`"${stateVersion}"`).toBe(etag);
    expect((await stateWithVersion(env.app, ripley, id)).etag).toBe(etag);
    const next = (
      await sendForDelta(env.app, ripley, id, { type: 'advanceDay' }, String(stateVersion))
    ).json() as DeltaAnswer;
    expect(next.baseVersion).toBe(stateVersion);
    expect(applyStateDelta(state, next.delta)).toEqual(await gameState(env.app, ripley, id));
  });
});
