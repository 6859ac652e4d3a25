/**
 * The actions endpoint's guarantees beyond the rules: concurrent requests queue on the campaign
 * lock, an Idempotency-Key answers a retry with the first answer, and only changed rows are written.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { idempotencyKeys } from '../src/db/schema';
import { IDEMPOTENCY_KEY_REUSED } from '../src/repositories/idempotency';
import { act, gameState, RICH, sendAction, setResources } from './support/actions';
import { describeEachDatabase } from './support/databases';
import { as, sessionCookie, signIn, signUp, startCampaign } from './support/http';

/**
 * Each row's xmin: the id of the transaction that last wrote it (a PostgreSQL system column, in
 * PGlite too). A row an action did not write keeps its xmin.
 */
async function rowVersions(db: Database, table: string, campaignId: number): Promise<Map<string, string>> {
  const key = table === 'research' ? 'research_type' : 'ref';
  const result = await db.execute(
    sql.raw(`select ${key} as ref, xmin::text as version from ${table} where campaign_id = ${Number(campaignId)}`),
  );
  const rows = (result as unknown as { rows: { ref: string; version: string }[] }).rows;
  return new Map(rows.map((row) => [row.ref, row.version]));
}

function changedRefs(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([ref, version]) => before.get(ref) !== version).map(([ref]) => ref);
}

describeEachDatabase('actions: locking, idempotency, row-level writes', (env) => {
  it('queues five simultaneous ADVANCE DAY requests: exactly five days, each answer a different day', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sendAction(env.app, ripley, id, { type: 'advanceDay' })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const days = responses.map((r) => r.json().state.day).sort((a: number, b: number) => a - b);
    expect(days).toEqual([2, 3, 4, 5, 6]);
    expect((await gameState(env.app, ripley, id)).day).toBe(6);
  });

  it('queues mixed simultaneous actions so that each sees the one before it', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, RICH);
    // Four recruits at once: four new soldiers with four different ids, four times the cost.
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => sendAction(env.app, ripley, id, { type: 'recruit' })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const state = await gameState(env.app, ripley, id);
    expect(state.squad).toHaveLength(8);
    expect(new Set(state.squad.map((s) => s.id)).size).toBe(8);
    expect(state.resources.funds).toBe(RICH.funds - 4 * 1000);
    // Two builds on one slot at once: one wins, the other is refused as the slot is taken.
    const builds = await Promise.all(
      [0, 1].map(() =>
        sendAction(env.app, ripley, id, { type: 'buildFacility', row: 4, col: 4, facilityType: 'barracks' }),
      ),
    );
    expect(builds.map((b) => b.statusCode).sort()).toEqual([200, 409]);
    expect(builds.find((b) => b.statusCode === 409)?.json()).toMatchObject({
      error: 'This slot is already occupied!',
      code: 'slot_occupied',
      reason: 'slot_occupied',
      params: { row: 4, col: 4 },
    });
  });

  it('answers a retried Idempotency-Key with the first answer, byte for byte, applying once', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const first = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'day-2-click');
    const again = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'day-2-click');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect((await gameState(env.app, ripley, id)).day).toBe(2);

    // Simultaneous retries of one key also apply once.
    const burst = await Promise.all(
      Array.from({ length: 3 }, () => sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'day-3-click')),
    );
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect((await gameState(env.app, ripley, id)).day).toBe(3);

    // A new key is a new request.
    await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'day-4-click');
    expect((await gameState(env.app, ripley, id)).day).toBe(4);
  });

  it('refuses a key reused for a different request with 422, and keeps a refusal as the first answer', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    const otherCampaign = await startCampaign(env.app, ripley, { name: 'Second front' });
    await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'k1');

    const differentBody = await sendAction(env.app, ripley, id, { type: 'recruit' }, 'k1');
    expect([differentBody.statusCode, differentBody.json()]).toEqual([422, { error: IDEMPOTENCY_KEY_REUSED }]);
    const differentCampaign = await sendAction(env.app, ripley, otherCampaign, { type: 'advanceDay' }, 'k1');
    expect(differentCampaign.statusCode).toBe(422);
    expect((await gameState(env.app, ripley, otherCampaign)).day).toBe(1);
    // Keys are per user: another commander's 'k1' is theirs.
    const hicksCampaign = await startCampaign(env.app, hicks);
    expect((await sendAction(env.app, hicks, hicksCampaign, { type: 'advanceDay' }, 'k1')).statusCode).toBe(200);

    // A refusal is remembered too: the retry repeats it even after the slot has been freed of doubt.
    const refused = await sendAction(env.app, ripley, id, { type: 'cancelResearch' }, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect((await sendAction(env.app, ripley, id, { type: 'cancelResearch' }, 'cancel')).body).toBe(refused.body);
  });

  it('applies one of two simultaneous requests that share a key across two campaigns', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const first = await startCampaign(env.app, ripley);
    const second = await startCampaign(env.app, ripley, { name: 'Second front' });
    const answers = await Promise.all(
      [first, second].map((id) => sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'shared')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    // PostgreSQL runs both at once and the loser finds the key taken (409); PGlite runs them one
    // after the other and the second sees the key used for another request (422).
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const days = [(await gameState(env.app, ripley, first)).day, (await gameState(env.app, ripley, second)).day];
    expect(days.sort()).toEqual([1, 2]);
  });

  it('forgets keys after 24 hours', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'old');
    await sendAction(env.app, ripley, id, { type: 'recruit' }, 'older');
    await env.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    const later = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'old');
    expect(later.json().state.day).toBe(3);
    // Expired rows are swept when a new answer is stored: only the fresh 'old' is left.
    expect(await env.db.select().from(idempotencyKeys)).toEqual([
      expect.objectContaining({ key: 'old', statusCode: 200 }),
    ]);
  });

  it('writes only the rows an action changed', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, RICH);
    await act(env.app, ripley, id, { type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' });
    await act(env.app, ripley, id, { type: 'startResearch', projectId: 'basic_armor' });
    const state = await gameState(env.app, ripley, id);
    const [, corporal] = state.squad;

    const squadBefore = await rowVersions(env.db, 'squad_members', id);
    const facilitiesBefore = await rowVersions(env.db, 'facilities', id);
    const researchBefore = await rowVersions(env.db, 'research', id);
    await act(env.app, ripley, id, { type: 'setNickname', soldierId: corporal?.id ?? '', nickname: 'Hawk' });
    expect(changedRefs(squadBefore, await rowVersions(env.db, 'squad_members', id))).toEqual([corporal?.id]);
    expect(changedRefs(facilitiesBefore, await rowVersions(env.db, 'facilities', id))).toEqual([]);
    expect(changedRefs(researchBefore, await rowVersions(env.db, 'research', id))).toEqual([]);

    // A day moves construction and research; the healthy, idle soldiers' rows stay as they were
    // unless the day changed them (pay, training): compare with what the engine says changed.
    const beforeDay = await gameState(env.app, ripley, id);
    const squadBeforeDay = await rowVersions(env.db, 'squad_members', id);
    const facilitiesBeforeDay = await rowVersions(env.db, 'facilities', id);
    const after = (await act(env.app, ripley, id, { type: 'advanceDay' })).state;
    const soldiersChanged = after.squad
      .filter(
        (s) =>
          !isDeepStrictEqual(
            s,
            beforeDay.squad.find((b) => b.id === s.id),
          ),
      )
      .map((s) => s.id);
    expect(changedRefs(squadBeforeDay, await rowVersions(env.db, 'squad_members', id)).sort()).toEqual(
      soldiersChanged.sort(),
    );
    const medbay = after.facilities.find((f) => f.type === 'medbay');
    expect(changedRefs(facilitiesBeforeDay, await rowVersions(env.db, 'facilities', id))).toEqual([medbay?.id]);
    expect(await gameState(env.app, ripley, id)).toEqual(after);
  });
});

describeEachDatabase('actions: the one-statement way checks who asks as carefully as the locked way', (env) => {
  it('refuses another commander and a signed-out or expired session on a campaign it holds', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const hicks = await signUp(env.app, 'hicks');
    const id = await startCampaign(env.app, ripley);
    // An action through this server: it now holds the campaign's state and writes at once.
    const held = (await act(env.app, ripley, id, { type: 'advanceDay' })).state;

    const other = await sendAction(env.app, hicks, id, { type: 'advanceDay' }, 'hicks-key');
    expect([other.statusCode, other.json()]).toEqual([404, { error: 'Campaign not found' }]);
    expect(await env.db.select().from(idempotencyKeys)).toEqual([]);

    // Signed out elsewhere (the session row is gone): the cookie no longer acts.
    const second = await signIn(env.app, 'ripley');
    const secondCookie = sessionCookie(second);
    await env.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: secondCookie } });
    const signedOut = await sendAction(env.app, { ...ripley, cookie: secondCookie }, id, { type: 'advanceDay' });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { error: 'Not signed in' }]);

    // An expired session acts no more, even for the very campaign this server holds.
    await env.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    const expired = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'late');
    expect([expired.statusCode, expired.json()]).toEqual([401, { error: 'Not signed in' }]);
    const fresh = await signIn(env.app, 'ripley');
    const now = { ...ripley, cookie: sessionCookie(fresh) };
    expect(await gameState(env.app, now, id)).toEqual(held);
    expect(await env.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('writes at once only over the version it computed from, and otherwise starts again from the stored state', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, RICH);
    await act(env.app, ripley, id, { type: 'recruit' });
    // Someone else moves the campaign on behind this server's back (another process, a raw route).
    await env.db.execute(sql`update campaigns set funds = 123456, state_version = state_version + 1 where id = ${id}`);
    const after = await act(env.app, ripley, id, { type: 'recruit' });
    expect(after.state.resources.funds).toBe(123456 - 1000);
    expect(after.state.squad).toHaveLength(6);
    expect(await gameState(env.app, ripley, id)).toEqual(after.state);
  });
});

describeEachDatabase('actions: the cached game state never hides another writer', (env) => {
  it('sees raw record changes, a rename and another server process’s actions', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const first = await act(env.app, ripley, id, { type: 'advanceDay' });
    const soldier = first.state.squad[2];

    // A raw PATCH between two actions: the next action starts from it.
    const [row] = (await as(env.app, ripley).get(`/api/squad?campaign_id=${id}`)).json() as { id: number }[];
    await as(env.app, ripley).patch(`/api/squad/${row?.id}`, { nickname: 'Patched' });
    await as(env.app, ripley).patch(`/api/campaigns/${id}`, { name: 'Renamed' });
    const second = await act(env.app, ripley, id, {
      type: 'setNickname',
      soldierId: soldier?.id ?? '',
      nickname: 'Vasquez',
    });
    expect(second.state.squad[0]?.nickname).toBe('Patched');
    expect(second.state.name).toBe('Renamed');

    // A second server on the same database, each with its own cache, taking turns.
    const other = await buildApp({ db: env.db, requestsPerMinute: 100_000 });
    try {
      const days = [];
      for (const app of [env.app, other, env.app, other, env.app]) {
        days.push((await act(app, ripley, id, { type: 'advanceDay' })).state.day);
      }
      expect(days).toEqual([3, 4, 5, 6, 7]);
      const last = await act(other, ripley, id, { type: 'recruit' });
      expect(await gameState(env.app, ripley, id)).toEqual(last.state);
    } finally {
      await other.close();
    }
  });
});

describeEachDatabase('actions: the optimistic write', (env) => {
  /** The campaign row's version and the id of the transaction that last wrote it. */
  async function campaignRow(id: number) {
    const result = await env.db.execute(
      sql`select state_version as version, xmin::text as written_by from campaigns where id = ${id}`,
    );
    return (result as unknown as { rows: { version: number; written_by: string }[] }).rows[0];
  }

  it('starts again from the stored state when the version moved, however often, and applies once', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    // Two servers, each holding the campaign in its own cache, both asked at once, again and again:
    // every write but the first of a round finds the version moved and starts again.
    const other = await buildApp({ db: env.db, requestsPerMinute: 100_000 });
    try {
      await act(env.app, ripley, id, { type: 'advanceDay' });
      await act(other, ripley, id, { type: 'advanceDay' });
      const answers = await Promise.all(
        [env.app, other, env.app, other].map((app) => sendAction(app, ripley, id, { type: 'advanceDay' })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const days = answers.map((answer) => answer.json().state.day).sort((a: number, b: number) => a - b);
      expect(days).toEqual([4, 5, 6, 7]);
      expect((await campaignRow(id))?.version).toBe(answers.length + 2);
      expect(await gameState(other, ripley, id)).toEqual(await gameState(env.app, ripley, id));
    } finally {
      await other.close();
    }
  });

  it('leaves the version as it was on a refusal and answers a retried key with the stored refusal', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    await setResources(env.db, id, { funds: 0 });
    const before = await campaignRow(id);
    const refused = await sendAction(env.app, ripley, id, { type: 'recruit' }, 'broke');
    expect(refused.statusCode).toBe(422);
    expect(await campaignRow(id)).toEqual(before);
    // Rich now, yet the key's first answer stands, and still nothing is written.
    await setResources(env.db, id, RICH);
    const moved = await campaignRow(id);
    const retried = await sendAction(env.app, ripley, id, { type: 'recruit' }, 'broke');
    expect([retried.statusCode, retried.body]).toEqual([422, refused.body]);
    expect(await campaignRow(id)).toEqual(moved);
    expect((await gameState(env.app, ripley, id)).squad).toHaveLength(4);
  });

  it('answers a key already used with its stored answer, without applying the action a second time', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const first = await sendAction(env.app, ripley, id, { type: 'advanceDay' }, 'once');
    const after = await campaignRow(id);
    const eventCount = async () => {
      const result = await env.db.execute(sql`select count(*)::int as n from events where campaign_id = ${id}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    const events = await eventCount();
    for (const app of [env.app, await buildApp({ db: env.db, requestsPerMinute: 100_000 })]) {
      const again = await sendAction(app, ripley, id, { type: 'advanceDay' }, 'once');
      expect([again.statusCode, again.body]).toEqual([200, first.body]);
      if (app !== env.app) await app.close();
    }
    // The campaign row was not written again (same version, same writing transaction), nor any event.
    expect(await campaignRow(id)).toEqual(after);
    expect(await eventCount()).toBe(events);
    expect((await gameState(env.app, ripley, id)).day).toBe(2);
  });
});
