/**
 * Hostile input never yields a 5xx (issue 13, item 4). A fast-check property drives every POST and
 * PATCH route in Fastify's own route table (so a new route is covered the day it is added), the
 * actions endpoint among them, with bodies built to break things: NUL characters and lone
 * surrogates in any string, numbers out of range, deep nesting, prototype keys, malformed or
 * non-UTF-8 JSON and wrong content types. Every answer must be below 500, every 4xx must carry
 * `{ error }`, and a refused request must leave every game and account table as it was.
 */
import type { GameState } from '@holdfast/engine';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { registeredRoutes } from '../src/app';
import type { Database } from '../src/db/client';
import { battles } from '../src/db/schema';
import { loadGameState } from '../src/repositories/game-state';
import { act, RICH, setResources } from './support/actions';
import { openBattle } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, type Commander, signUp, startCampaign } from './support/http';

/**
 * Cases per route and database: about 25 routes × 12 = 300 requests per database. HOSTILE_RUNS=200
 * searches harder (each case is one request and two table fingerprints).
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 12);

/** Tables a refused request may still write: the login throttle, sessions, a refusal kept under its key. */
const MAY_CHANGE_ON_REFUSAL = new Set(['login_failures', 'sessions', 'idempotency_keys']);
const WATCHED_TABLES = [
  'users',
  'campaigns',
  'squad_members',
  'facilities',
  'research',
  'missions',
  'events',
  'day_snapshots',
  'battle_replays',
].filter((table) => !MAY_CHANGE_ON_REFUSAL.has(table));

/** One text for everything stored in the watched tables: equal before and after means nothing changed. */
async function fingerprint(db: Database): Promise<string> {
  const parts = WATCHED_TABLES.map(
    (table) => `(select coalesce(string_agg(t::text, '|' order by t::text), '') from ${table} t)`,
  );
  const result = (await db.execute(sql.raw(`select md5(${parts.join(" || '#' || ")}) as print`))) as unknown as {
    rows: { print: string }[];
  };
  return result.rows[0]?.print ?? '';
}

/**
 * The invariant checked after every accepted write (issue 32): every battle the server keeps can
 * still end: its mission is Active and fought in the campaign's state (a raw write that ended or
 * removed it left the squad On Mission for good).
 */
async function strandedBattles(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const kept of await db.select({ campaignId: battles.campaignId, ref: battles.missionRef }).from(battles)) {
    if (kept.campaignId === null) continue; // a daily battle (issue 36) belongs to no campaign
    const state = await loadGameState(db, kept.campaignId);
    const mission = state.missions.find((m) => m.id === kept.ref);
    if (mission?.status !== 'Active' || mission.mode !== 'manual') {
      problems.push(`kept battle ${kept.ref} but its mission is ${mission?.status ?? 'gone'}`);
    }
  }
  return problems;
}

interface Fixture {
  userId: number;
  campaignId: number;
  ids: Record<string, number>;
}

/** The actions the endpoint's hostile cases start from: one of each shape with numbers or lists. */
const ACTION_BASES = [
  { type: 'setNickname', soldierId: 'soldier-2', nickname: 'Ace' },
  { type: 'buildFacility', row: 0, col: 0, facilityType: 'barracks' },
  { type: 'deployMission', templateId: 'patrol', soldierIds: ['soldier-3', 'soldier-4'], mode: 'manual' },
  { type: 'setLoadout', soldierId: 'soldier-2', weapon: 'shotgun', armor: 'standard_vest', utility: 'medkit' },
  {
    type: 'completeBattle',
    missionId: 'mission-9',
    log: [{ action: { type: 'move', x: 1, y: 2 }, checksum: '00000000' }],
  },
];

/** Bodies each route would accept (or nearly): the hostile cases are built from them. */
function baseBodies(route: string, fixture: Fixture): unknown[] {
  if (route === 'POST /api/campaigns/:id/actions') return ACTION_BASES;
  return [baseBody(route, fixture)];
}

function baseBody(route: string, fixture: Fixture): unknown {
  const campaign_id = fixture.campaignId;
  const bodies: Record<string, unknown> = {
    'POST /api/users': { username: 'newcomer', email: 'newcomer@example.com', password: 'correct horse battery' },
    'POST /api/auth/login': { username: 'ripley', password: 'wrong password here' },
    'PATCH /api/users/:id': { preferences: { sound: true } },
    'POST /api/campaigns': { name: 'Operation Hostile', difficulty: 'normal', theme: 'vanilla' },
    'PATCH /api/campaigns/:id': { name: 'Renamed', total_playtime: 10 },
    'POST /api/campaigns/:id/replays': { missionId: 'mission-1', log: [] },
    'POST /api/campaigns/import': {
      options: { name: 'Brought in', difficulty: 'normal', theme: 'vanilla', seed: 7 },
      actions: [{ type: 'recruit' }, { type: 'advanceDay' }],
      day: 2,
      checksum: '0badf00d',
    },
    'POST /api/squad': { campaign_id, name: 'Dwayne Hicks', health: 80, max_health: 100 },
    'PATCH /api/squad/batch': [{ memberId: fixture.ids.squad, updates: { nickname: 'Hudson' } }],
    'PATCH /api/squad/:id': { nickname: 'Vasquez', health: 50 },
    'POST /api/facilities': { campaign_id, facility_type: 'barracks', grid_row: 0, grid_col: 0 },
    'PATCH /api/facilities/batch': [{ facilityId: fixture.ids.facilities, updates: { level: 2 } }],
    'PATCH /api/facilities/:id': { level: 2, is_active: 1 },
    'POST /api/research': { campaign_id, research_type: 'weapon_training', progress: 10 },
    'PATCH /api/research/:id': { progress: 50 },
    'POST /api/missions': { campaign_id, mission_type: 'patrol', assigned_squad: [fixture.ids.squad] },
    'PATCH /api/missions/:id': { failure_reason: 'late', assigned_squad: '[]' },
    'POST /api/missions/:id/start': { assigned_squad: [fixture.ids.squad] },
    'POST /api/missions/:id/complete': { success: true },
    'POST /api/missions/:id/fail': { reason: 'ambushed' },
    'POST /api/events': {
      campaign_id,
      event_type: 'resource',
      event_title: 'Supply drop',
      event_description: 'Crates',
      occurred_on_day: 1,
      resource_changes: { funds: 10 },
    },
    'PATCH /api/events/:id': { event_title: 'Renamed' },
  };
  return bodies[route] ?? {};
}

function urlFor(url: string, fixture: Fixture): string {
  const resource = url.split('/')[2] ?? '';
  const id =
    resource === 'users' ? fixture.userId : resource === 'campaigns' ? fixture.campaignId : fixture.ids[resource];
  return url.replace(':id', String(id));
}

// ---- Hostile values ------------------------------------------------------------------------

const hostileString = fc.oneof(
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00\uD800', 'name\uD83D'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u202E', '\uFEFF', '%00', "'; drop table users; --", '{}', '[]', '1e400', '[1e400]'),
  // Dates a database cannot hold, or that do not exist.
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2024-02-30T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T00:00:00+99:99',
    '1900-01-01T00:00:00.123456789Z',
  ),
  fc.constant('x'.repeat(70_000)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    0.5,
    -1,
    0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Arrays or objects nested `depth` deep, a hostile string at the bottom. */
function nested(depth: number, inArrays: boolean): unknown {
  let value: unknown = 'deep\u0000';
  for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { __proto__: null }),
  fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, inArrays]) => nested(depth, inArrays)),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Every path to a value in a body, the body itself included (the empty path). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  }
  return here;
}

function setAt(body: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? setAt(item, rest, value) : item));
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { ...record, [head]: setAt(record[head], rest, value) };
}

interface HostileRequest {
  label: string;
  payload: string | Buffer;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'text/html; charset=utf-8',
];

/** Text no JSON serialiser writes, but a hostile client can. */
const RAW_JSON = [
  '{"a":1e400}',
  '[-1e400]',
  '{"n":123456789012345678901234567890}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"a":',
  '',
  'null',
  '"\\u0000"',
  '"\\ud800"',
  '{"\\u0000":1}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

function hostileRequest(bases: readonly unknown[]): fc.Arbitrary<HostileRequest> {
  return fc.constantFrom(...bases).chain(hostileRequestFrom);
}

function hostileRequestFrom(base: unknown): fc.Arbitrary<HostileRequest> {
  const basePaths = paths(base);
  const leafOf = (path: readonly (string | number)[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], base);
  // Same type, hostile content: a string leaf gets a hostile string, a number leaf a hostile number,
  // so the value passes the shape checks and reaches the deeper layers (rules, database).
  const sameType = fc
    .tuple(fc.constantFrom(...basePaths), hostileString, hostileNumber)
    .map(([path, text, number]): HostileRequest => {
      const leaf = leafOf(path);
      const value = typeof leaf === 'string' ? text : typeof leaf === 'number' ? number : text;
      return {
        label: `${path.join('.') || '(body)'} = ${JSON.stringify(value)?.slice(0, 40)}`,
        payload: JSON.stringify(setAt(base, path, value)) ?? 'null',
        contentType: JSON_TYPE,
      };
    });
  // Every string (or every number) of the body hostile at once.
  const everyLeaf = fc.tuple(hostileString, hostileNumber, fc.boolean()).map(([text, number, strings]) => {
    const body = basePaths.reduce((changed, path) => {
      const leaf = leafOf(path);
      if (strings && typeof leaf === 'string') return setAt(changed, path, text);
      if (!strings && typeof leaf === 'number') return setAt(changed, path, number);
      return changed;
    }, base);
    const what = strings ? `every string = ${JSON.stringify(text).slice(0, 40)}` : `every number = ${number}`;
    return { label: what, payload: JSON.stringify(body), contentType: JSON_TYPE } satisfies HostileRequest;
  });
  const mutated = fc
    .tuple(fc.constantFrom(...basePaths), fc.constantFrom('replace', 'add'), hostileValue)
    .map(([path, how, value]): HostileRequest => {
      const target = how === 'add' ? [...path, 'extra'] : path;
      return {
        label: `${how} ${target.join('.') || '(body)'}`,
        payload: JSON.stringify(setAt(base, target, value)) ?? 'null',
        contentType: JSON_TYPE,
      };
    });
  // The base body's numbers rewritten as text JSON.stringify never writes (1e400 parses to Infinity).
  const numbersOutOfRange = fc
    .constantFrom('1e400', '-1e400', '99999999999999999999999', '-0', '1e-400')
    .map((number): HostileRequest => {
      const text = JSON.stringify(base).replace(/(?<=[:[,])-?\d+(\.\d+)?(?=[,}\]])/g, number);
      return { label: `numbers as ${number}`, payload: text, contentType: JSON_TYPE };
    });
  const raw = fc
    .constantFrom(...RAW_JSON)
    .map((text): HostileRequest => ({ label: `raw ${text.slice(0, 30)}`, payload: text, contentType: JSON_TYPE }));
  const notUtf8 = fc.constant<HostileRequest>({
    label: 'invalid UTF-8',
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
    contentType: JSON_TYPE,
  });
  const wrongType = fc.constantFrom(...WRONG_TYPES, undefined).map(
    (contentType): HostileRequest => ({
      label: `content-type ${contentType}`,
      payload: JSON.stringify(base),
      contentType,
    }),
  );
  return fc.oneof(
    { arbitrary: sameType, weight: 5 },
    { arbitrary: everyLeaf, weight: 3 },
    { arbitrary: mutated, weight: 3 },
    { arbitrary: numbersOutOfRange, weight: 1 },
    { arbitrary: raw, weight: 2 },
    { arbitrary: notUtf8, weight: 1 },
    { arbitrary: wrongType, weight: 2 },
  );
}

// ---- The property --------------------------------------------------------------------------

async function setUp(app: FastifyInstance, db: Database): Promise<{ commander: Commander; fixture: Fixture }> {
  const commander = await signUp(app, 'ripley');
  const campaignId = await startCampaign(app, commander);
  await setResources(db, campaignId, RICH);
  const start = await act(app, commander, campaignId, { type: 'startResearch', projectId: 'basic_armor' });
  await act(app, commander, campaignId, {
    type: 'deployMission',
    templateId: 'supply_run',
    soldierIds: [start.state.squad[0]?.id ?? ''],
    mode: 'auto',
  });
  // A fought mission whose battle the server keeps (issue 32): the mission routes are aimed at it.
  const raid = await act(app, commander, campaignId, {
    type: 'deployMission',
    templateId: 'raid',
    soldierIds: (start.state as GameState).squad.slice(1, 4).map((s) => s.id),
    mode: 'manual',
  });
  const keptRef = (raid.state as GameState).missions.find((m) => m.mode === 'manual')?.id ?? '';
  await openBattle(app, commander, campaignId, keptRef);
  const records: { id: number; ref: string }[] = (
    await as(app, commander).get(`/api/missions?campaign_id=${campaignId}`)
  ).json();
  const firstId = async (url: string) =>
    (await as(app, commander).get(`${url}?campaign_id=${campaignId}`)).json()[0].id;
  const fixture: Fixture = {
    userId: commander.id,
    campaignId,
    ids: {
      squad: await firstId('/api/squad'),
      facilities: await firstId('/api/facilities'),
      research: await firstId('/api/research'),
      missions: records.find((r) => r.ref === keptRef)?.id ?? 0,
      events: await firstId('/api/events'),
    },
  };
  return { commander, fixture };
}

describeEachDatabase('hostile input', (env) => {
  it('never answers 5xx, answers every 4xx with { error }, and a refusal changes nothing', async () => {
    const { commander, fixture } = await setUp(env.app, env.db);
    const routes = registeredRoutes(env.app).filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PATCH') &&
        route.url.startsWith('/api/') &&
        // Signing out ends the session every other case runs in; it reads no body.
        route.url !== '/api/auth/logout',
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    const answered = new Map<string, number>();
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      const target = urlFor(url, fixture);
      await fc
        .assert(
          fc.asyncProperty(hostileRequest(baseBodies(route, fixture)), async (hostile) => {
            const before = await fingerprint(env.db);
            const headers: Record<string, string> = { cookie: commander.cookie };
            if (hostile.contentType !== undefined) headers['content-type'] = hostile.contentType;
            const response = await env.app.inject({
              method: method as 'POST' | 'PATCH',
              url: target,
              headers,
              payload: hostile.payload,
            });
            tried += 1;
            const status = response.statusCode;
            const kind = status < 300 ? '2xx' : status === 400 ? '400' : status >= 500 ? '5xx' : 'other 4xx';
            answered.set(kind, (answered.get(kind) ?? 0) + 1);
            const what = `${route} [${hostile.label}] → ${status} ${response.body.slice(0, 160)}`;
            if (status >= 500) {
              serverErrors += 1;
              failures.push(what);
              return false;
            }
            if (status < 300) {
              const broken = await strandedBattles(env.db);
              if (broken.length > 0) {
                failures.push(`${what} (an accepted write broke an invariant: ${broken.join('; ')})`);
                return false;
              }
            }
            if (status >= 400) {
              let error: unknown;
              try {
                error = (response.json() as { error?: unknown }).error;
              } catch {
                error = undefined;
              }
              if (typeof error !== 'string' || error === '') {
                failures.push(`${what} (no { error })`);
                return false;
              }
              if ((await fingerprint(env.db)) !== before) {
                failures.push(`${what} (a refusal changed stored records)`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    const tally = [...answered].map(([kind, count]) => `${kind} ${count}`).join(', ');
    console.info(
      `hostile input [${env.kind}]: ${routes.length} routes, ${tried} requests (${tally}), 5xx: ${serverErrors}`,
    );
    expect([...new Set(failures)]).toEqual([]);
  }, 300_000);

  it('refuses NUL, other control characters, lone surrogates and over-long values in every path parameter with 400 (issue 32)', async () => {
    const { commander, fixture } = await setUp(env.app, env.db);
    const routes = registeredRoutes(env.app).filter(
      (route) => route.url.startsWith('/api/') && route.url.includes(':'),
    );
    expect(routes.length).toBeGreaterThan(20);
    // As they arrive in a URL: percent-encoded bytes (a lone surrogate's are CESU-8, not UTF-8).
    const HOSTILE_SEGMENTS = [
      '%00',
      'mission-1%00',
      '1%00',
      '%01',
      '1%0A',
      '%7F',
      '%C2%85',
      '%ED%A0%80',
      'a%ED%B0%80b',
      'x'.repeat(201),
      '9'.repeat(201),
      'x'.repeat(5_000),
    ];
    const valid: Record<string, (url: string) => string> = {
      id: (url) => urlFor(url, fixture).split('/')[3] ?? '1',
      missionId: () => 'mission-2',
      replayId: () => 'k3pt-R3play_id',
    };
    const failures: string[] = [];
    let sent = 0;
    for (const { method, url } of routes) {
      const names = url
        .split('/')
        .filter((part) => part.startsWith(':'))
        .map((part) => part.slice(1));
      for (const name of names) {
        for (const segment of HOSTILE_SEGMENTS) {
          const target = url.replace(/:(\w+)/g, (_all, param: string) =>
            param === name ? segment : (valid[param]?.(url) ?? 'x'),
          );
          const before = await fingerprint(env.db);
          const response = await env.app.inject({
            method: method as 'GET',
            url: target,
            headers: { cookie: commander.cookie, 'content-type': 'application/json' },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
          });
          sent += 1;
          const error = response.statusCode === 400 ? (response.json() as { error?: unknown }).error : undefined;
          if (response.statusCode !== 400 || typeof error !== 'string') {
            failures.push(
              `${method} ${url} :${name}=${segment.slice(0, 20)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          } else if ((await fingerprint(env.db)) !== before) {
            failures.push(`${method} ${url} :${name}=${segment.slice(0, 20)} changed stored records`);
          }
        }
      }
    }
    console.info(
      `hostile path parameters [${env.kind}]: ${routes.length} routes, ${sent} requests, not 400: ${failures.length}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
