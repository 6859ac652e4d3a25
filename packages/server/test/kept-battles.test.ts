import { type GameState, HIDDEN_DICE_FIELDS, withThrowawayBattleDice } from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { battleReplays, battleSteps, battles, idempotencyKeys } from '../src/db/schema';
import { MISSION_BATTLE_KEPT } from '../src/repositories/mission-records';
import { act, gameState, sendAction } from './support/actions';
import { battleAction, fightOnServer, type KeptAnswer, type KeptView, openBattle } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

async function manualRaid(app: FastifyInstance, commander: Commander, id: number) {
  const start = await gameState(app, commander, id);
  const answer = await act(app, commander, id, {
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: start.squad.slice(0, 3).map((s) => s.id),
    mode: 'manual',
  });
  const state: GameState = answer.state;
  const missionId = state.missions.find((m) => m.status === 'Active')?.id ?? '';
  return { state, missionId };
}

function keysDeep(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysDeep(inner, keys);
    }
  }
  return keys;
}

function expectNoDice(body: unknown) {
  const keys = keysDeep(body);
  for (const field of [...HIDDEN_DICE_FIELDS, 'seed']) expect(keys.has(field), field).toBe(false);
}

describeEachDatabase('battles the server keeps', (env) => {
  it('BEGIN MISSION starts the battle once and resumes it after, with no dice in any answer', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { state, missionId } = await manualRaid(env.app, ripley, id);
    expectNoDice(state);

    const first = await openBattle(env.app, ripley, id, missionId);
    expect(first.statusCode, first.body).toBe(201);
    const view: KeptView = first.json();
    expectNoDice(view);
    expect(view.actionCount).toBe(0);
    expect(view.log[0]?.log.length).toBeGreaterThan(0);

    const select = view.battle.units.find((u) => u.type === 'soldier');
    const moved = await battleAction(env.app, ripley, id, missionId, {
      action: { type: 'endTurn' },
      actionCount: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer: KeptAnswer = moved.json();
    expectNoDice(answer);
    expect(answer.actionCount).toBe(1);
    expect(answer.steps[0]?.action).toEqual({ type: 'endTurn' });
    expect(answer.steps.slice(1).every((s) => s.action === null && s.enemyId !== null)).toBe(true);
    expect(select).toBeDefined();

    // Back, reload, another tab: the same battle at the same point with its whole combat log.
    const again = await openBattle(env.app, ripley, id, missionId);
    expect(again.statusCode).toBe(200);
    const resumed: KeptView = again.json();
    expect(resumed.actionCount).toBe(1);
    expect(resumed.battle).toEqual(answer.battle);
    expect(resumed.log.map((s) => s.log)).toEqual([view.log[0]?.log, ...answer.steps.map((s) => s.log)]);
    const read = await env.app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/battles/${missionId}`,
      headers: { cookie: ripley.cookie },
    });
    expect(read.json()).toEqual(resumed);
  });

  it('stores an action before answering it: a server started afresh on the database shows it', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const answer = await battleAction(env.app, ripley, id, missionId, { action: { type: 'endTurn' }, actionCount: 0 });
    expect(answer.statusCode).toBe(200);
    const [row] = await env.db.select().from(battles).where(eq(battles.missionRef, missionId));
    expect(row?.actionCount).toBe(1);
    expect(row?.actions.map((a) => a.action)).toEqual([{ type: 'endTurn' }]);
    const steps = await env.db
      .select()
      .from(battleSteps)
      .where(eq(battleSteps.battleId, row?.id ?? 0));
    expect(steps.length).toBe(1 + answer.json().steps.length);

    const fresh = await buildApp({ requestsPerMinute: 100_000, db: env.db });
    try {
      const resumed = await openBattle(fresh, ripley, id, missionId);
      expect(resumed.json().battle).toEqual(answer.json().battle);
    } finally {
      await fresh.close();
    }
  });

  it('a replayed, stale or truncated request changes nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const body = { action: { type: 'endTurn' }, actionCount: 0 };
    const first = await battleAction(env.app, ripley, id, missionId, body, 'key-1');
    const retry = await battleAction(env.app, ripley, id, missionId, body, 'key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    const stale = await battleAction(env.app, ripley, id, missionId, body);
    expect([stale.statusCode, stale.json().error]).toEqual([
      409,
      'The battle has moved on since: reload it to see where it stands',
    ]);
    const truncated = await env.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/battles/${missionId}/actions`,
      headers: { cookie: ripley.cookie, 'content-type': 'application/json' },
      payload: '{"action":{"type":"endTurn"},"actionCou',
    });
    expect(truncated.statusCode).toBe(400);
    const [row] = await env.db.select().from(battles).where(eq(battles.missionRef, missionId));
    expect(row?.actionCount).toBe(1);
  });

  it('refuses an illegal action in the rules’ words and a client’s battle log, changing nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const illegal = await battleAction(env.app, ripley, id, missionId, {
      action: { type: 'move', x: 0, y: 0 },
      actionCount: 0,
    });
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().code).toBeTruthy();
    expect(
      (await battleAction(env.app, hicks, id, missionId, { action: { type: 'endTurn' }, actionCount: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await battleAction(env.app, undefined, id, missionId, { action: { type: 'endTurn' }, actionCount: 0 }))
        .statusCode,
    ).toBe(401);
    const before = await gameState(env.app, ripley, id);
    const complete = await sendAction(env.app, ripley, id, { type: 'completeBattle', missionId, log: [] });
    expect(complete.statusCode).toBe(422);
    expect(await gameState(env.app, ripley, id)).toEqual(before);
    const [row] = await env.db.select().from(battles).where(eq(battles.missionRef, missionId));
    expect(row?.actionCount).toBe(0);
  });

  it('ABORT from the missions tab after the first action is a defeat with the casualties as they stand', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { state, missionId } = await manualRaid(env.app, ripley, id);
    const opened: KeptView = (await openBattle(env.app, ripley, id, missionId)).json();
    let battle = opened.battle;
    let count = 0;
    // Play the scripted commander's moves until the enemy has hurt someone (issue 24: hostiles hold
    // until the squad finds them, so ending turns alone would wait for ever).
    while (battle.units.every((u) => u.type !== 'soldier' || u.hp === u.maxHp) && count < 300) {
      const action = nextCommanderAction(withThrowawayBattleDice(battle));
      const answer = await battleAction(env.app, ripley, id, missionId, { action, actionCount: count });
      const body: KeptAnswer = answer.json();
      battle = body.battle;
      count = body.actionCount;
      if (body.finished) break;
    }
    const hurt = battle.units.filter((u) => u.type === 'soldier' && u.hp < u.maxHp);
    expect(hurt.length).toBeGreaterThan(0);

    const aborted = await sendAction(env.app, ripley, id, { type: 'abortMission', missionId });
    expect(aborted.statusCode, aborted.body).toBe(200);
    expectNoDice(aborted.json());
    const after: GameState = aborted.json().state;
    expect(after.missions.find((m) => m.id === missionId)).toMatchObject({ status: 'Completed', success: false });
    for (const unit of hurt) {
      const soldier = after.squad.find((s) => s.id === unit.id);
      const before = state.squad.find((s) => s.id === unit.id);
      if (unit.hp <= 0) expect(soldier?.status).toBe('KIA');
      else expect(soldier?.health).toBeLessThan(before?.health ?? 0);
    }
    expect(await env.db.select().from(battles)).toEqual([]);
    expect((await env.db.select().from(battleReplays)).length).toBe(1);
    // Once the battle ended, BEGIN MISSION has nothing to begin or resume.
    expect((await openBattle(env.app, ripley, id, missionId)).statusCode).toBe(409);
  });

  it('ABORT MISSION before BEGIN calls the mission off free; after BEGIN, even before any action, it fails the mission (issue 32)', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { state: deployed, missionId } = await manualRaid(env.app, ripley, id);
    const calledOff = await sendAction(env.app, ripley, id, { type: 'abortMission', missionId });
    expect(calledOff.statusCode, calledOff.body).toBe(200);
    const home: GameState = calledOff.json().state;
    expect(home.missions.find((m) => m.id === missionId)?.status).toBe('Aborted');
    expect(home.resources.funds).toBe(deployed.resources.funds);
    expect(home.day).toBe(deployed.day);

    // BEGIN MISSION shows the battlefield: calling off now is the battle's abort, a failed mission,
    // so redeploying cannot draw a new battlefield for free.
    const shown = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, shown.missionId);
    const failed = await sendAction(env.app, ripley, id, { type: 'abortMission', missionId: shown.missionId });
    expect(failed.statusCode, failed.body).toBe(200);
    expectNoDice(failed.json());
    expect(failed.json().state.missions.find((m: { id: string }) => m.id === shown.missionId)).toMatchObject({
      status: 'Completed',
      success: false,
    });
    expect(await env.db.select().from(battles)).toEqual([]);

    // The template waits its redeploy days like any failed mission.
    expect(
      (
        await sendAction(env.app, ripley, id, {
          type: 'deployMission',
          templateId: 'raid',
          soldierIds: deployed.squad.slice(0, 3).map((s) => s.id),
          mode: 'manual',
        })
      ).json().code,
    ).toBe('mission_locked');
  });

  it('refuses every raw write to a mission whose battle is kept with 409 naming why; the battle still ends by its ABORT (issue 32)', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const records: { id: number; ref: string; status: string }[] = (
      await as(env.app, ripley).get(`/api/missions?campaign_id=${id}`)
    ).json();
    const record = records.find((r) => r.ref === missionId);
    expect(record).toBeDefined();
    const url = `/api/missions/${record?.id}`;
    const writes = [
      () => as(env.app, ripley).post(`${url}/abort`, {}),
      () => as(env.app, ripley).post(`${url}/complete`, { success: true }),
      () => as(env.app, ripley).post(`${url}/fail`, { reason: 'ambushed' }),
      () => as(env.app, ripley).patch(url, { status: 'completed' }),
      () => as(env.app, ripley).patch(url, { failure_reason: 'late' }),
      () => as(env.app, ripley).delete(url),
    ];
    for (const write of writes) {
      const answer = await write();
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ error: MISSION_BATTLE_KEPT });
    }
    const after: { id: number; status: string }[] = (
      await as(env.app, ripley).get(`/api/missions?campaign_id=${id}`)
    ).json();
    expect(after.find((r) => r.id === record?.id)?.status).toBe(record?.status);

    // Nothing was stranded: the battle goes on and its ABORT ends it, the squad comes home.
    const ended = await battleAction(env.app, ripley, id, missionId, { action: { type: 'abort' }, actionCount: 0 });
    expect(ended.statusCode, ended.body).toBe(200);
    const home = await gameState(env.app, ripley, id);
    expect(home.squad.filter((s) => s.status === 'On Mission')).toEqual([]);
    // Once the battle is over, the raw record routes work again.
    expect((await as(env.app, ripley).patch(url, { failure_reason: 'late' })).statusCode).toBe(200);
  });

  it('fought to its end, the server applies the result from its own record and keeps the replay', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    const last = await fightOnServer(env.app, ripley, id, missionId);
    expect(last.finished).toBeDefined();
    const after = await gameState(env.app, ripley, id);
    expect(after.missions.find((m) => m.id === missionId)).toMatchObject({
      status: 'Completed',
      success: last.finished?.victory,
    });
    const replay = await env.app.inject({ method: 'GET', url: `/api/replays/${last.finished?.replayId}` });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().frames.at(-1).battle.status).toBe(last.battle.status);
    expectNoDice(replay.json().frames);
  });

  it('takes back a move that revealed nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    const opened: KeptView = (await openBattle(env.app, ripley, id, missionId)).json();
    const soldier = opened.battle.units.find((u) => u.type === 'soldier');
    if (!soldier) throw new Error('no soldier');
    const selected: KeptAnswer = (
      await battleAction(env.app, ripley, id, missionId, {
        action: { type: 'select', unitId: soldier.id },
        actionCount: 0,
      })
    ).json();
    const moved = await battleAction(env.app, ripley, id, missionId, {
      action: { type: 'move', x: soldier.x, y: soldier.y + (soldier.y > 5 ? -1 : 1) },
      actionCount: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().canUndo).toBe(true);
    const undone = await battleAction(env.app, ripley, id, missionId, { action: { type: 'undo' }, actionCount: 2 });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ actionCount: 1, undone: true, battle: selected.battle });
    const view: KeptView = (await openBattle(env.app, ripley, id, missionId)).json();
    expect(view.actionCount).toBe(1);
    expect(view.log.length).toBe(2);
    const twice = await battleAction(env.app, ripley, id, missionId, { action: { type: 'undo' }, actionCount: 1 });
    expect(twice.statusCode).toBe(409);
  });

  it('a key used for another request refuses the action with 422 and changes nothing; a key a day old is used afresh', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const first = await battleAction(
      env.app,
      ripley,
      id,
      missionId,
      { action: { type: 'endTurn' }, actionCount: 0 },
      'k',
    );
    expect(first.statusCode, first.body).toBe(200);
    const stored = async () => {
      const [row] = await env.db.select().from(battles).where(eq(battles.missionRef, missionId));
      const steps = await env.db
        .select()
        .from(battleSteps)
        .where(eq(battleSteps.battleId, row?.id ?? 0));
      return { actionCount: row?.actionCount, actions: row?.actions.length, state: row?.state, steps: steps.length };
    };
    const before = await stored();
    expect(before.actionCount).toBe(1);

    const reused = await battleAction(
      env.app,
      ripley,
      id,
      missionId,
      { action: { type: 'endTurn' }, actionCount: 1 },
      'k',
    );
    expect([reused.statusCode, reused.json().error]).toEqual([
      422,
      'Idempotency-Key was already used for a different request',
    ]);
    expect(await stored()).toEqual(before);

    await env.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const afresh = await battleAction(
      env.app,
      ripley,
      id,
      missionId,
      { action: { type: 'endTurn' }, actionCount: 1 },
      'k',
    );
    expect(afresh.statusCode, afresh.body).toBe(200);
    expect(afresh.json().actionCount).toBe(2);
    const retry = await battleAction(
      env.app,
      ripley,
      id,
      missionId,
      { action: { type: 'endTurn' }, actionCount: 1 },
      'k',
    );
    expect(retry.body).toBe(afresh.body);
    expect((await stored()).steps).toBe(before.steps + afresh.json().steps.length);
  });

  it('of two requests for the same action count at once, one is applied and the other answers 409', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const { missionId } = await manualRaid(env.app, ripley, id);
    await openBattle(env.app, ripley, id, missionId);
    const body = { action: { type: 'endTurn' }, actionCount: 0 };
    const answers = await Promise.all([
      battleAction(env.app, ripley, id, missionId, body, 'a'),
      battleAction(env.app, ripley, id, missionId, body, 'b'),
      battleAction(env.app, ripley, id, missionId, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const applied = answers.find((a) => a.statusCode === 200)?.json() as KeptAnswer;
    const [row] = await env.db.select().from(battles).where(eq(battles.missionRef, missionId));
    expect([row?.actionCount, row?.actions.length]).toEqual([1, 1]);
    const steps = await env.db
      .select()
      .from(battleSteps)
      .where(eq(battleSteps.battleId, row?.id ?? 0));
    // The opening and the applied action's steps, once each, in order.
    expect(steps.map((s) => s.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 1 + applied.steps.length }, (_, i) => i),
    );
    const keys = await env.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys.length).toBe(answers[2]?.statusCode === 200 ? 0 : 1);
  });
});
