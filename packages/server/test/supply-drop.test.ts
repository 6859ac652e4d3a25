/**
 * Rules 9: a supply drop through the real actions route — taken, paid for, logged and kept (the
 * mission's drop days live in the missions table's state_extra and come back on a reload by a
 * server that never saw them), and refused with the rules' words, changing nothing, once a day.
 */
import type { GameState } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { missions } from '../src/db/schema';
import { act, gameState, sendAction, setResources } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { signUp, startCampaign } from './support/http';

function raid(state: GameState, mode: 'auto' | 'manual') {
  const found = state.missions.find((m) => m.templateId === 'raid' && m.mode === mode && m.status === 'Active');
  if (!found) throw new Error(`no ${mode} raid in the field`);
  return found;
}

describeEachDatabase('supply drops through POST /api/campaigns/:id/actions', (env) => {
  it('takes a drop to an auto mission: 20 supplies spent, the day kept in the database, logged', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, { supplies: 100 });
    const start = await gameState(env.app, ripley, id);
    const deployed = await act(env.app, ripley, id, {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: start.squad.slice(0, 3).map((s) => s.id),
      mode: 'auto',
    });
    const mission = raid(deployed.state, 'auto');
    expect(mission.supplyDropDays).toBeUndefined();

    const dropped = await act(env.app, ripley, id, { type: 'supplyDrop', missionId: mission.id });
    expect(dropped.report.entries.map((e) => e.kind)).toEqual(['supply_drop']);
    expect(dropped.state.resources.supplies).toBe(80);
    expect(raid(dropped.state, 'auto').supplyDropDays).toEqual([1]);

    // Stored with the mission's row, outside the spec's columns.
    const [row] = await env.db.select().from(missions).where(eq(missions.ref, mission.id));
    expect(row?.stateExtra).toEqual({ supplyDropDays: [1] });

    // A second server, whose cache never held the campaign, reads it back from the database.
    const other = await buildApp({ db: env.db, requestsPerMinute: 100_000 });
    try {
      const reloaded = await gameState(other, ripley, id);
      expect(reloaded).toEqual(dropped.state);
      expect(raid(reloaded, 'auto').supplyDropDays).toEqual([1]);
      expect(reloaded.resources.supplies).toBe(80);
      expect(reloaded.events.at(-1)?.fact).toMatchObject({ kind: 'supply_drop', missionId: mission.id, supplies: 20 });

      // The next day the squad can be reached again: the days add up, read by the other server.
      await act(env.app, ripley, id, { type: 'advanceDay' });
      const again = await act(other, ripley, id, { type: 'supplyDrop', missionId: mission.id });
      expect(raid(again.state, 'auto').supplyDropDays).toEqual([1, 2]);
      expect(raid(await gameState(env.app, ripley, id), 'auto').supplyDropDays).toEqual([1, 2]);
    } finally {
      await other.close();
    }
  });

  it('refuses a second drop the same day and one to a fought mission, with the rules’ words, changing nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const start = await gameState(env.app, ripley, id);
    const [a, b, c, d] = start.squad.map((s) => s.id);
    if (!a || !b || !c || !d) throw new Error('starting squad');
    await act(env.app, ripley, id, { type: 'deployMission', templateId: 'patrol', soldierIds: [a, b], mode: 'auto' });
    const out = await act(env.app, ripley, id, {
      type: 'deployMission',
      templateId: 'assassination',
      soldierIds: [c, d],
      mode: 'manual',
    });
    const patrol = out.state.missions.find((m) => m.templateId === 'patrol');
    const fought = out.state.missions.find((m) => m.templateId === 'assassination');
    await act(env.app, ripley, id, { type: 'supplyDrop', missionId: patrol?.id ?? '' });
    const before = await gameState(env.app, ripley, id);
    expect(before.resources.supplies).toBe(start.resources.supplies - 20);

    const refusals = [
      [
        patrol?.id,
        422,
        {
          error: 'Supplies already reached this squad today: one drop a day.',
          code: 'invalid_action',
          reason: 'supply_drop_today',
          params: { templateId: 'patrol' },
        },
      ],
      [
        fought?.id,
        422,
        {
          error: 'A fought mission is decided in battle: supplies cannot change its odds.',
          code: 'invalid_mode',
          reason: 'supply_drop_not_auto',
          params: { templateId: 'assassination' },
        },
      ],
    ] as const;
    for (const [missionId, status, body] of refusals) {
      const answer = await sendAction(env.app, ripley, id, { type: 'supplyDrop', missionId });
      expect([answer.statusCode, answer.json()]).toEqual([status, body]);
    }
    expect(await gameState(env.app, ripley, id)).toEqual(before);
    // Nor did the refusals reach the database: a server reading it afresh sees the same campaign.
    const other = await buildApp({ db: env.db, requestsPerMinute: 100_000 });
    try {
      expect(await gameState(other, ripley, id)).toEqual(before);
    } finally {
      await other.close();
    }
  });
});
