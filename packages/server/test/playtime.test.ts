/**
 * Issue 35 item 14: total_playtime grows (repositories/playtime.ts). Each applied campaign action and
 * each move in a kept battle adds the seconds since the campaign was last played, a gap counted up to
 * five minutes; a user's total is the sum over their campaigns. The gaps are made by moving
 * last_played back in the database, so no test waits.
 */
import type { GameState } from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { campaigns } from '../src/db/schema';
import { PLAYTIME_GAP_CAP_SECONDS } from '../src/repositories/playtime';
import { act, gameState, sendAction, setCampaign } from './support/actions';
import { battleAction, openBattle } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

async function playtime(db: Database, campaignId: number): Promise<number> {
  const [row] = await db.select({ total: campaigns.totalPlaytime }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.total ?? -1;
}

/** As if the campaign was last played `seconds` ago (and created before that). */
async function lastPlayedAgo(db: Database, campaignId: number, seconds: number) {
  const then = new Date(Date.now() - seconds * 1000);
  await setCampaign(db, campaignId, { lastPlayed: then, createdAt: new Date(then.getTime() - 1000) });
}

async function listed(app: FastifyInstance, commander: Commander, campaignId: number) {
  const answer = await as(app, commander).get(`/api/campaigns/${campaignId}`);
  return answer.json() as { total_playtime: number; last_played: string | null };
}

describeEachDatabase('total_playtime', (env) => {
  it('adds the time since the last action, up to five minutes a gap, and shows it on the campaign and the user', async () => {
    expect(PLAYTIME_GAP_CAP_SECONDS).toBe(300);
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    expect(await playtime(env.db, id)).toBe(0);

    // Two minutes since the last action: two minutes of play (a little more on a slow machine).
    await lastPlayedAgo(env.db, id, 120);
    await act(env.app, ripley, id, { type: 'advanceDay' });
    const afterTwoMinutes = await playtime(env.db, id);
    expect(afterTwoMinutes).toBeGreaterThanOrEqual(120);
    expect(afterTwoMinutes).toBeLessThan(150);

    // An hour away counts as five minutes.
    await lastPlayedAgo(env.db, id, 3600);
    await act(env.app, ripley, id, { type: 'advanceDay' });
    expect(await playtime(env.db, id)).toBe(afterTwoMinutes + 300);

    const campaign = await listed(env.app, ripley, id);
    expect(campaign.total_playtime).toBe(afterTwoMinutes + 300);
    expect(campaign.last_played).not.toBeNull();

    // A refused action is not play: nothing added.
    await lastPlayedAgo(env.db, id, 3600);
    const refused = await sendAction(env.app, ripley, id, { type: 'heal', soldierId: 'nobody' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await playtime(env.db, id)).toBe(afterTwoMinutes + 300);

    // The user's total is the sum over their campaigns.
    const second = await startCampaign(env.app, ripley);
    await lastPlayedAgo(env.db, second, 3600);
    await act(env.app, ripley, second, { type: 'advanceDay' });
    const me = await as(env.app, ripley).get('/api/auth/me');
    expect(me.json().total_playtime).toBe(afterTwoMinutes + 300 + 300);
    const [listedUser] = (await as(env.app, ripley).get('/api/users')).json();
    expect(listedUser.total_playtime).toBe(afterTwoMinutes + 600);
  });

  it('counts the moves of a battle the server keeps as play', async () => {
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, hicks);
    const start = await gameState(env.app, hicks, id);
    const deployed = await act(env.app, hicks, id, {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: start.squad.slice(0, 3).map((s) => s.id),
      mode: 'manual',
    });
    const missionId = (deployed.state as GameState).missions.find((m) => m.status === 'Active')?.id ?? '';
    const opened = await openBattle(env.app, hicks, id, missionId);
    expect(opened.statusCode, opened.body).toBe(201);
    const before = await playtime(env.db, id);

    await lastPlayedAgo(env.db, id, 3600);
    const moved = await battleAction(env.app, hicks, id, missionId, { action: { type: 'endTurn' }, actionCount: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await playtime(env.db, id)).toBe(before + 300);
  });
});
