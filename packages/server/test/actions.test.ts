import type { GameState } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { missions } from '../src/db/schema';
import { KEPT_BATTLE_MESSAGES } from '../src/repositories/kept-battles';
import { act, gameState, RICH, sendAction, setResources } from './support/actions';
import { fightOnServer } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

function soldier(state: GameState, index: number) {
  const found = state.squad[index];
  if (!found) throw new Error(`no soldier ${index}`);
  return found;
}

describeEachDatabase('POST /api/campaigns/:id/actions', (env) => {
  it('applies every action reachable from a new campaign and stores each result', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, RICH);
    const start = await gameState(env.app, ripley, id);
    const [sergeant, corporal, privateOne, privateTwo] = [0, 1, 2, 3].map((i) => soldier(start, i));
    if (!sergeant || !corporal || !privateOne || !privateTwo) throw new Error('starting squad');
    const command = start.facilities[0];
    if (!command) throw new Error('no Command Center');

    // Every answer is the new state: what the next GET returns, and what the engine computed.
    const check = async (answer: { state: GameState }) => {
      expect(await gameState(env.app, ripley, id)).toEqual(answer.state);
      return answer.state;
    };

    let state = await check(
      await act(env.app, ripley, id, { type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' }),
    );
    const medbay = state.facilities.find((f) => f.row === 0 && f.col === 0);
    expect(medbay).toMatchObject({ type: 'medbay', level: 1, constructionDaysRemaining: 3 });
    expect(state.resources.funds).toBe(RICH.funds - 6000);

    state = await check(await act(env.app, ripley, id, { type: 'upgradeFacility', facilityId: command.id }));
    expect(state.facilities[0]?.level).toBe(2);

    state = await check(await act(env.app, ripley, id, { type: 'toggleFacility', facilityId: medbay?.id ?? '' }));
    expect(state.facilities.find((f) => f.id === medbay?.id)?.isActive).toBe(false);

    const recruited = await act(env.app, ripley, id, { type: 'recruit' });
    state = await check(recruited);
    expect(state.squad).toHaveLength(5);
    expect(recruited.report.entries.map((e) => e.kind)).toEqual(['recruit']);

    state = await check(
      await act(env.app, ripley, id, { type: 'setNickname', soldierId: corporal.id, nickname: ' Hawk ' }),
    );
    expect(state.squad[1]?.nickname).toBe('Hawk');

    state = await check(
      await act(env.app, ripley, id, { type: 'specialize', soldierId: sergeant.id, classId: 'sniper' }),
    );
    expect(state.squad[0]?.classId).toBe('sniper');

    state = await check(
      await act(env.app, ripley, id, {
        type: 'setLoadout',
        soldierId: privateOne.id,
        weapon: 'shotgun',
        armor: 'light_armor',
        utility: 'smoke',
      }),
    );
    expect(state.squad[2]?.loadout).toEqual({ weapon: 'shotgun', armor: 'light_armor', utility: 'smoke' });

    // A wounded soldier to heal: set through the spec's raw squad route first.
    const rows = (await as(env.app, ripley).get(`/api/squad?campaign_id=${id}`)).json() as {
      id: number;
      ref: string;
    }[];
    const privateTwoRow = rows.find((row) => row.ref === privateTwo.id);
    const wound = await as(env.app, ripley).patch(`/api/squad/${privateTwoRow?.id}`, { health: 40, status: 'Wounded' });
    expect(wound.statusCode, wound.body).toBe(200);
    state = await check(await act(env.app, ripley, id, { type: 'heal', soldierId: privateTwo.id }));
    expect(state.squad[3]?.health).toBeGreaterThan(40);

    state = await check(await act(env.app, ripley, id, { type: 'startResearch', projectId: 'basic_armor' }));
    expect(state.research).toEqual([expect.objectContaining({ projectId: 'basic_armor', completed: false })]);
    state = await check(await act(env.app, ripley, id, { type: 'cancelResearch' }));
    expect(state.research).toEqual([]);
    state = await check(await act(env.app, ripley, id, { type: 'startResearch', projectId: 'basic_armor' }));

    const day = await act(env.app, ripley, id, { type: 'advanceDay' });
    state = await check(day);
    expect(state.day).toBe(2);
    expect(day.report.day).toBe(2);
    expect(state.research[0]?.progress).toBeGreaterThan(0);

    state = await check(
      await act(env.app, ripley, id, {
        type: 'deployMission',
        templateId: 'supply_run',
        soldierIds: [corporal.id],
        mode: 'auto',
      }),
    );
    expect(state.missions).toEqual([expect.objectContaining({ templateId: 'supply_run', status: 'Active' })]);
    expect(state.squad[1]?.status).toBe('On Mission');

    // A fought mission called off before the battle: the squad is back, the mission stored as aborted.
    const newcomer = state.squad[4];
    const called = await act(env.app, ripley, id, {
      type: 'deployMission',
      templateId: 'assassination',
      soldierIds: [privateOne.id, newcomer?.id ?? ''],
      mode: 'manual',
    });
    const calledOff = called.state.missions.find((m) => m.templateId === 'assassination' && m.status === 'Active');
    state = await check(await act(env.app, ripley, id, { type: 'abortMission', missionId: calledOff?.id ?? '' }));
    expect(state.missions.find((m) => m.id === calledOff?.id)?.status).toBe('Aborted');
    expect(state.squad[2]?.status).toBe('Ready');
    const stored = await env.db
      .select()
      .from(missions)
      .where(eq(missions.ref, calledOff?.id ?? ''));
    expect(stored.map((m) => [m.status, m.completedAt instanceof Date])).toEqual([['aborted', true]]);
    const again = await sendAction(env.app, ripley, id, { type: 'abortMission', missionId: calledOff?.id });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      {
        error: 'This mission has already ended',
        code: 'mission_not_active',
        reason: 'mission_ended',
        params: { templateId: 'assassination' },
      },
    ]);

    // A fought mission: deploy manually and fight it on the server, one request per action; the
    // server applies the outcome from its own record when the battle ends.
    state = await check(
      await act(env.app, ripley, id, {
        type: 'deployMission',
        templateId: 'assassination',
        soldierIds: [privateOne.id, newcomer?.id ?? ''],
        mode: 'manual',
      }),
    );
    const fought = state.missions.find((m) => m.templateId === 'assassination' && m.status === 'Active');
    const battle = await fightOnServer(env.app, ripley, id, fought?.id ?? '');
    state = await gameState(env.app, ripley, id);
    expect(state.missions.find((m) => m.id === fought?.id)).toMatchObject({
      status: 'Completed',
      success: battle.finished?.victory,
    });
    for (const unit of battle.battle.units.filter((u) => u.type === 'soldier')) {
      const after = state.squad.find((s) => s.id === unit.id);
      expect(after?.status === 'KIA').toBe(unit.hp <= 0);
    }
    expect(state.events.length).toBeGreaterThan(0);
  });

  it('refuses a client’s battle log with 422 and changes nothing: the server fights the battles', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const start = await gameState(env.app, ripley, id);
    const deployed = await act(env.app, ripley, id, {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: start.squad.slice(0, 3).map((s) => s.id),
      mode: 'manual',
    });
    const missionId = deployed.state.missions[0]?.id ?? '';
    const before = await gameState(env.app, ripley, id);
    const sent = await sendAction(env.app, ripley, id, {
      type: 'completeBattle',
      missionId,
      log: [{ action: { type: 'endTurn' }, checksum: '0' }],
    });
    expect([sent.statusCode, sent.json().error]).toEqual([422, KEPT_BATTLE_MESSAGES.completeRefused]);
    expect(await gameState(env.app, ripley, id)).toEqual(before);
  });

  it('answers 401 to a guest, 404 for another user’s or a missing campaign, and changes nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const before = await gameState(env.app, ripley, id);

    const guest = await sendAction(env.app, undefined, id, { type: 'advanceDay' });
    expect([guest.statusCode, guest.json()]).toEqual([401, { error: 'Not signed in' }]);
    const other = await sendAction(env.app, hicks, id, { type: 'advanceDay' });
    expect([other.statusCode, other.json()]).toEqual([404, { error: 'Campaign not found' }]);
    const missing = await sendAction(env.app, ripley, id + 1000, { type: 'advanceDay' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Campaign not found' }]);
    const otherState = await as(env.app, hicks).get(`/api/campaigns/${id}/state`);
    expect(otherState.statusCode).toBe(404);

    expect(await gameState(env.app, ripley, id)).toEqual(before);
  });

  it('answers a malformed body with 400 {error} before any rule is consulted', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const before = await gameState(env.app, ripley, id);
    const bad: unknown[] = [
      {},
      { type: 'launchNukes' },
      { type: 'buildFacility', row: '1', col: 1, facilityType: 'medbay' },
      { type: 'buildFacility', row: 1, col: 1, facilityType: 'casino' },
      { type: 'buildFacility', row: 1, col: 1 },
      { type: 'advanceDay', days: 5 },
      { type: 'specialize', soldierId: 'soldier-2', classId: 'wizard' },
      { type: 'deployMission', templateId: 'patrol', soldierIds: 'soldier-2', mode: 'auto' },
      { type: 'setNickname', soldierId: 'soldier-2', nickname: 'x'.repeat(201) },
      [{ type: 'advanceDay' }],
    ];
    for (const body of bad) {
      const response = await sendAction(env.app, ripley, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const unknownType = await sendAction(env.app, ripley, id, { type: 'launchNukes' });
    expect(unknownType.json().error).toContain('Unknown action type');
    const textBody = await env.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/actions`,
      headers: { cookie: ripley.cookie, 'content-type': 'application/json' },
      payload: '{"type": "advanceDay"',
    });
    expect(textBody.statusCode).toBe(400);
    const badKey = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'k'.repeat(201));
    expect([badKey.statusCode, badKey.json()]).toEqual([400, { error: 'Idempotency-Key must be 1-200 characters' }]);
    expect(await gameState(env.app, ripley, id)).toEqual(before);
  });
});
