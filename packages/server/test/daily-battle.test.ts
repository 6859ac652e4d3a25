/**
 * The daily battle (issue 36): today's battle for everyone, one try per account (racing requests
 * and two processes included), its seed hidden until the day is over, the score and the board's
 * order and ties.
 */
import { randomBytes } from 'node:crypto';
import { reachableTiles, withThrowawayBattleDice } from '@holdfast/engine';
import { nextCommanderAction } from '@holdfast/engine/battle-commander';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { type OpenDatabase, openPostgres } from '../src/db/client';
import { battles, campaigns, dailyBattles, dailyEntries } from '../src/db/schema';
import { DAILY_MESSAGES } from '../src/repositories/daily-battles';
import { describeEachDatabase } from './support/databases';
import { type Commander, signUp, startCampaign } from './support/http';

const clock = { now: new Date('2026-11-30T10:00:00Z') };

function headers(commander: Commander | undefined, key?: string) {
  const h: Record<string, string> = commander ? { cookie: commander.cookie } : {};
  if (key) h['idempotency-key'] = key;
  return h;
}

const today = (app: FastifyInstance, who?: Commander) =>
  app.inject({ method: 'GET', url: '/api/daily', headers: headers(who) });
const start = (app: FastifyInstance, who?: Commander) =>
  app.inject({ method: 'POST', url: '/api/daily/battle', headers: headers(who) });
const act = (app: FastifyInstance, who: Commander, action: unknown, actionCount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/daily/battle/actions',
    headers: headers(who),
    payload: { action, actionCount },
  });
const board = (app: FastifyInstance, day: string, who?: Commander) =>
  app.inject({ method: 'GET', url: `/api/daily/boards/${day}`, headers: headers(who) });

/** Fights the caller's daily battle to its end with the scripted commander (public battle only). */
async function fight(app: FastifyInstance, who: Commander, maxActions = 400) {
  const opened = await app.inject({ method: 'GET', url: '/api/daily/battle', headers: headers(who) });
  expect(opened.statusCode, opened.body).toBe(200);
  let view = opened.json();
  for (let i = 0; i < maxActions; i++) {
    const action = nextCommanderAction(withThrowawayBattleDice(view.battle));
    const answer = await act(app, who, action, view.actionCount);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    if (body.finished) return body;
    view = body;
  }
  const answer = await act(app, who, { type: 'abort' }, view.actionCount);
  return answer.json();
}

describeEachDatabase(
  'the daily battle',
  (env) => {
    it('shows today’s battle to a guest without its seed, and asks a guest to sign in to play', async () => {
      clock.now = new Date('2026-11-30T10:00:00Z');
      const answer = await today(env.app);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      expect(body.day).toBe('2026-11-30');
      expect(body.setup.difficulty).toBe('easy'); // a Monday
      expect(body.setup.squad).toHaveLength(4);
      expect(body.played).toBe(0);
      expect(body.entry).toBeNull();
      const [stored] = await env.db.select().from(dailyBattles);
      expect(String(stored?.seed)).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.body).not.toContain(String(stored?.seed));
      expect(Object.keys(body.setup)).not.toContain('input');

      // Guests read; playing needs an account.
      expect((await start(env.app)).statusCode).toBe(401);
      expect((await env.app.inject({ method: 'GET', url: '/api/daily/battle' })).statusCode).toBe(401);
      const guestAction = await env.app.inject({
        method: 'POST',
        url: '/api/daily/battle/actions',
        payload: { action: { type: 'endTurn' }, actionCount: 0 },
      });
      expect(guestAction.statusCode).toBe(401);
      expect(await env.db.select().from(dailyEntries)).toHaveLength(0);
    });

    it('gives one try per account: racing starts make one battle, and a finished try cannot start again', async () => {
      clock.now = new Date('2026-11-30T10:00:00Z');
      const ripley = await signUp(env.app, 'ripley');
      const answers = await Promise.all(Array.from({ length: 6 }, () => start(env.app, ripley)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json()).toEqual({ error: DAILY_MESSAGES.underWay });
      }
      expect(await env.db.select().from(dailyEntries)).toHaveLength(1);
      expect(await env.db.select().from(battles)).toHaveLength(1);

      // Back, reload, another device: the battle resumes as it stands.
      const view = (await env.app.inject({ method: 'GET', url: '/api/daily/battle', headers: headers(ripley) })).json();
      expect(view.actionCount).toBe(0);
      const aborted = await act(env.app, ripley, { type: 'abort' }, 0);
      expect(aborted.statusCode, aborted.body).toBe(200);
      const finished = aborted.json().finished;
      expect(finished.victory).toBe(false);
      expect(finished.score).toMatchObject({ total: 0, aborted: true, survivors: 0 });
      expect(finished.replayId).toMatch(/^[A-Za-z0-9_-]{22}$/);

      const again = await start(env.app, ripley);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: DAILY_MESSAGES.alreadyFought });
      expect(await env.db.select().from(battles)).toHaveLength(0);
      const mine = (await today(env.app, ripley)).json();
      expect(mine.played).toBe(1);
      expect(mine.entry).toMatchObject({ finished: true, rank: 1, replayId: finished.replayId });

      // The replay link plays the battle for anyone.
      const replay = await env.app.inject({ method: 'GET', url: `/api/replays/${finished.replayId}` });
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json().marks).toEqual([]);
    });

    it('takes back a move like a campaign battle, and refuses a second undo', async () => {
      clock.now = new Date('2026-11-30T10:00:00Z');
      const hicks = await signUp(env.app, 'hicks');
      expect((await start(env.app, hicks)).statusCode).toBe(201);
      const opened = (
        await env.app.inject({ method: 'GET', url: '/api/daily/battle', headers: headers(hicks) })
      ).json();
      const soldier = opened.battle.units.find((u: { type: string }) => u.type === 'soldier');
      const selected = await act(env.app, hicks, { type: 'select', unitId: soldier.id }, 0);
      expect(selected.statusCode, selected.body).toBe(200);
      // One tile, the one farthest from every hostile: the squad starts out of the pods' sight, so a
      // step away from them reveals nothing and draws nothing (the day's seed is random, so a step
      // toward a pod could be noticed, and a noticed move cannot be taken back).
      const hostiles = opened.battle.units.filter((u: { type: string }) => u.type !== 'soldier') as {
        x: number;
        y: number;
      }[];
      const distance = (t: { x: number; y: number }) =>
        Math.min(...hostiles.map((h) => Math.max(Math.abs(h.x - t.x), Math.abs(h.y - t.y))));
      const tile = reachableTiles(withThrowawayBattleDice(selected.json().battle), soldier.id)
        .filter((t) => Math.abs(t.x - soldier.x) + Math.abs(t.y - soldier.y) === 1)
        .sort((a, b) => distance(b) - distance(a))[0];
      if (!tile) throw new Error('no tile next to the soldier');
      const moved = await act(env.app, hicks, { type: 'move', x: tile.x, y: tile.y }, 1);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().canUndo).toBe(true);
      const undone = await act(env.app, hicks, { type: 'undo' }, 2);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({ actionCount: 1, undone: true, battle: selected.json().battle });
      const view = (await env.app.inject({ method: 'GET', url: '/api/daily/battle', headers: headers(hicks) })).json();
      expect(view.actionCount).toBe(1);
      expect(view.log).toHaveLength(selected.json().steps.length + opened.log.length);
      expect((await act(env.app, hicks, { type: 'undo' }, 1)).statusCode).toBe(409);
    });

    it('keeps the seed hidden until the day is over, then shows it on that day’s board', async () => {
      clock.now = new Date('2026-12-01T23:59:00Z');
      const hicks = await signUp(env.app, 'hicks');
      expect((await start(env.app, hicks)).statusCode).toBe(201);
      await act(env.app, hicks, { type: 'abort' }, 0);
      const [stored] = await env.db.select().from(dailyBattles).where(eq(dailyBattles.day, '2026-12-01'));
      const seed = String(stored?.seed);

      const running = await board(env.app, '2026-12-01', hicks);
      expect(running.statusCode, running.body).toBe(200);
      expect(running.json()).toMatchObject({ seed: null, over: false, finished: 1 });
      expect(running.body).not.toContain(seed);
      expect((await today(env.app, hicks)).body).not.toContain(seed);
      expect((await board(env.app, '2026-12-02')).statusCode).toBe(404);

      clock.now = new Date('2026-12-02T00:00:01Z');
      const over = await board(env.app, '2026-12-01');
      expect(over.json()).toMatchObject({ seed, over: true, finished: 1 });
      // A new day, a new battle: hicks may play it.
      expect((await start(env.app, hicks)).statusCode).toBe(201);
    });

    it('scores a fought battle from its parts and ranks it on the board', { timeout: 60_000 }, async () => {
      clock.now = new Date('2026-12-05T08:00:00Z');
      const vasquez = await signUp(env.app, 'vasquez');
      expect((await start(env.app, vasquez)).statusCode).toBe(201);
      const end = await fight(env.app, vasquez);
      const score = end.finished.score;
      const parts = score.points;
      expect(score.total).toBe(parts.victory + parts.objective + parts.survivors + parts.hp + parts.turns);
      expect(parts.survivors).toBe(score.survivors * 10_000);
      expect(parts.hp).toBe(score.hpKept * 100);
      expect(parts.victory).toBe(score.victory ? 1_000_000 : 0);
      const day = (await board(env.app, '2026-12-05', vasquez)).json();
      expect(day.rows).toHaveLength(1);
      expect(day.rows[0]).toMatchObject({ rank: 1, name: 'vasquez', score: score.total, own: true });
      expect(day.own).toMatchObject({ rank: 1, score: score.total });
    });

    it('orders the board by score then turns, equal ones sharing a rank, hidden names and edited marks shown', async () => {
      clock.now = new Date('2026-12-03T12:00:00Z');
      await today(env.app); // makes the day
      const names = ['apone', 'bishop', 'drake', 'frost', 'gorman'];
      const people: Commander[] = [];
      for (const name of names) people.push(await signUp(env.app, name));
      const id = await startCampaign(env.app, people[3] as Commander);
      await env.db.update(campaigns).set({ edited: true }).where(eq(campaigns.id, id));
      // score, turns, finished minute
      const results: [number, number, number][] = [
        [1_140_090, 9, 5], // apone
        [1_140_090, 9, 1], // bishop: same score and turns, finished first
        [1_150_095, 4, 9], // drake: best
        [20_000, 7, 2], // frost: a defeat
        [1_140_090, 12, 0], // gorman: same score, more turns
      ];
      for (const [index, [score, turns, minute]] of results.entries()) {
        const person = people[index] as Commander;
        await env.db.insert(dailyEntries).values({
          day: '2026-12-03',
          userId: person.id,
          score,
          turns,
          survivors: 2,
          victory: score >= 1_000_000,
          replayId: `replay-${index}`,
          edited: index === 3,
          hideName: index === 0,
          finishedAt: new Date(Date.UTC(2026, 11, 3, 9, minute)),
        });
      }
      // An unfinished try is on no board.
      const unfinished = await signUp(env.app, 'hudson');
      await env.db.insert(dailyEntries).values({ day: '2026-12-03', userId: unfinished.id });

      const answer = await board(env.app, '2026-12-03', people[1]);
      expect(answer.statusCode, answer.body).toBe(200);
      const rows = answer.json().rows as {
        rank: number;
        place: number;
        name: string | null;
        own: boolean;
        edited: boolean;
      }[];
      expect(rows.map((r) => [r.rank, r.place, r.name])).toEqual([
        [1, 1, 'drake'],
        [2, 2, 'bishop'],
        [2, 3, null],
        [4, 4, 'gorman'],
        [5, 5, 'frost'],
      ]);
      expect(rows.map((r) => r.own)).toEqual([false, true, false, false, false]);
      expect(rows.map((r) => r.edited)).toEqual([false, false, false, false, true]);
      expect(answer.json()).toMatchObject({ finished: 5, own: { rank: 2, name: 'bishop' } });

      // Hiding one's name.
      const hide = await env.app.inject({
        method: 'PATCH',
        url: '/api/daily/entries/2026-12-03',
        headers: headers(people[2]),
        payload: { hideName: true },
      });
      expect(hide.statusCode, hide.body).toBe(204);
      expect((await board(env.app, '2026-12-03')).json().rows[0]).toMatchObject({ rank: 1, name: null });
    });
  },
  { dailyClock: () => clock.now },
);

describe('two server processes on one PostgreSQL', () => {
  const clusterUrl = new URL(inject('postgresUrl'));
  const databaseName = `holdfast_daily_${randomBytes(6).toString('hex')}`;
  const opened: OpenDatabase[] = [];
  const apps: FastifyInstance[] = [];
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: clusterUrl.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    const url = new URL(clusterUrl.href);
    url.pathname = `/${databaseName}`;
    for (let index = 0; index < 2; index += 1) {
      const database = await openPostgres(url.href, 4);
      opened.push(database);
      await database.migrate();
      apps.push(await buildApp({ db: database.db, requestsPerMinute: 100_000, dailyClock: () => clock.now }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened) await database.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it('make the day’s battle once and give each account one try, whichever process answers', async () => {
    clock.now = new Date('2026-12-07T06:00:00Z');
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const days = await Promise.all([today(a), today(b), today(a), today(b)]);
    const setups = new Set(days.map((d) => JSON.stringify(d.json().setup)));
    expect(setups.size).toBe(1);
    const db = (opened[0] as OpenDatabase).db;
    expect(await db.select().from(dailyBattles)).toHaveLength(1);

    const ripley = await signUp(a, 'ripley');
    const answers = await Promise.all([start(a, ripley), start(b, ripley), start(a, ripley), start(b, ripley)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await db.select().from(dailyEntries)).toHaveLength(1);
    expect(await db.select().from(battles)).toHaveLength(1);
    const ended = await act(b, ripley, { type: 'abort' }, 0);
    expect(ended.json().finished.score.total).toBe(0);
    const again = await start(a, ripley);
    expect(again.json()).toEqual({ error: DAILY_MESSAGES.alreadyFought });
  });
});
