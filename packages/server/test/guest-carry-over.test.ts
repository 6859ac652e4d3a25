/**
 * `POST /api/guest-records/carry-over` (issue 31): a guest record the RULES_VERSION 1 release kept
 * (`guest-release-1.json`, the web's fixture, made by that release: format 1, no snapshot, a fought
 * battle brought home, a battle in progress) is carried over once on the verification worker, by
 * release 1's battle rules for its fought battle; the browser keeps the answer and brings the
 * campaign into an account from it, marked carried over, where its waiting battle is fought and comes
 * home.
 */
import { readFileSync } from 'node:fs';
import { applyAction, campaignChecksum, type GameAction, type GameState, RULES_VERSION } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { CARRY_OVER_MESSAGES } from '../src/verification/carry-over-check';
import { fightOnServer } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, signUp } from './support/http';

const GUEST_RELEASE_1 = new URL('../../web/src/session/fixtures/guest-release-1.json', import.meta.url);
const fixture = JSON.parse(readFileSync(GUEST_RELEASE_1, 'utf8')) as {
  record: { options: { name: string }; actions: GameAction[]; day: number };
  battleNavigation: { missionId: string };
};
const { options, actions } = fixture.record;

describeEachDatabase('carrying over a guest record kept by the RULES_VERSION 1 release', (env) => {
  it('answers the state it reaches, open to guests; brought in from there it is marked and plays on', async () => {
    expect(actions.some((a) => a.type === 'completeBattle')).toBe(true);
    const answer = await env.app.inject({
      method: 'POST',
      url: '/api/guest-records/carry-over',
      payload: { options, actions },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rulesVersion, state } = answer.json() as { rulesVersion: number; state: GameState };
    expect([rulesVersion, state.day]).toEqual([1, fixture.record.day]);
    // Its fought battle came home; only the squad of the battle in progress is still out.
    const waiting = state.missions.filter((m) => m.status === 'Active' && m.mode === 'manual').map((m) => m.id);
    expect(waiting).toEqual([fixture.battleNavigation.missionId]);
    expect(state.missions.filter((m) => m.status === 'Completed' && m.mode === 'manual').length).toBeGreaterThan(0);

    // The browser plays one more day from it, then brings it in.
    const played = applyAction(state, { type: 'advanceDay' });
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    const ripley = await signUp(env.app, 'ripley');
    const imported = await as(env.app, ripley).post('/api/campaigns/import', {
      options,
      actions: [{ type: 'advanceDay' }],
      rulesVersion: RULES_VERSION,
      carriedOver: { rulesVersion, state },
      day: played.state.day,
      checksum: campaignChecksum(played.state),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const id = imported.json().id as number;
    const stored = (await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).json() as GameState;
    expect(stored.marks).toEqual(['browser', 'carriedOver']);
    // The battle that was in progress is fought on the server under these rules and comes home.
    const done = await fightOnServer(env.app, ripley, id, fixture.battleNavigation.missionId);
    expect(done.finished).toBeTruthy();
    const after = (await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).json() as GameState;
    expect(after.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
  });

  it('refuses, naming the action, a record release 1’s rules do not accept, and stores nothing', async () => {
    const fought = actions.findIndex((a) => a.type === 'completeBattle');
    const battle = actions[fought];
    if (battle?.type !== 'completeBattle') throw new Error('no fought battle');
    const broken = actions.with(fought, {
      ...battle,
      log: [{ action: { type: 'move', x: 99, y: 99 }, checksum: '00000000' }],
    });
    const answer = await env.app.inject({
      method: 'POST',
      url: '/api/guest-records/carry-over',
      payload: { options, actions: broken },
    });
    expect([answer.statusCode, answer.json().error]).toEqual([
      422,
      CARRY_OVER_MESSAGES.refused(fought, 'completeBattle', 'invalid_battle_log'),
    ]);
  });
});
