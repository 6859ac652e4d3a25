import { type GameState, HIDDEN_DICE_FIELDS } from '@holdfast/engine';
import { expect, it } from 'vitest';
import { loadGameState } from '../src/repositories/game-state';
import { BATTLE_SEED_CHOSEN_BY_SERVER } from '../src/routes/actions';
import { sendAction } from './support/actions';
import { battleAction, openBattle } from './support/battles';
import { describeEachDatabase } from './support/databases';
import { as, signUp, startCampaign } from './support/http';

/** Fields that hold a generator state or a seed. */
const DICE_FIELDS: readonly string[] = [...HIDDEN_DICE_FIELDS, 'seed', 'rngState', 'rng_state', 'battle_seed'];

/**
 * Issue 32: no answer, not even a finished battle's public replay, carries a seed. The one exception:
 * the guest carry-over answers a browser's own record back to that browser as a snapshot it plays on
 * locally: its generator state is the one the request sent in (nothing the server keeps), so it
 * reveals nothing.
 */
const ALLOWED = new Set([
  'POST /api/guest-records/carry-over 200 rng',
  // Issue 36: a daily battle's board names the day's seed once the day is over (null before), so anyone
  // can replay its entries locally; test/daily-battle.test.ts checks it stays null while the day runs.
  'GET /api/daily/boards/{day} 200 seed',
]);

/** Every property name anywhere in a JSON schema, with where it was found. */
function propertyNames(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, found);
  } else if (schema && typeof schema === 'object') {
    const record = schema as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') found.push(...Object.keys(record.properties));
    if (Array.isArray(record.required)) found.push(...(record.required as string[]));
    for (const inner of Object.values(record)) propertyNames(inner, found);
  }
  return found;
}

describeEachDatabase('hidden dice', (env) => {
  it('no route’s answer schema has a field for a generator state or any seed', async () => {
    const document = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.entries(document.paths as Record<string, Record<string, { responses?: unknown }>>);
    expect(paths.length).toBeGreaterThan(20);
    const offending: string[] = [];
    let answers = 0;
    for (const [path, operations] of paths) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, unknown>)) {
          answers += 1;
          for (const name of new Set(propertyNames(response))) {
            const where = `${method.toUpperCase()} ${path} ${status} ${name}`;
            if (DICE_FIELDS.includes(name) && !ALLOWED.has(where)) offending.push(where);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(50);
    expect(offending).toEqual([]);
  });

  it('the walk finds a dice field when one is added', () => {
    const names = propertyNames({ type: 'object', properties: { state: { properties: { rng: { type: 'array' } } } } });
    expect(names.filter((name) => DICE_FIELDS.includes(name))).toEqual(['rng']);
  });

  it('a new campaign and a fought mission start from 128-bit seeds the server drew, and no answer shows them (issue 32)', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const id = await startCampaign(env.app, ripley);
    const start: GameState = (await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).json();
    const deploy = {
      type: 'deployMission',
      templateId: 'raid',
      soldierIds: start.squad.slice(0, 3).map((s) => s.id),
      mode: 'manual',
    } as const;

    // The caller cannot pick the battlefield: a deploy carrying its own seed is refused, nothing changes.
    const chosen = await sendAction(env.app, ripley, id, { ...deploy, battleSeed: '0'.repeat(32) });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().error).toBe(BATTLE_SEED_CHOSEN_BY_SERVER);
    expect((await loadGameState(env.db, id)).missions).toEqual([]);

    const first = await sendAction(env.app, ripley, id, deploy);
    const second = await sendAction(env.app, ripley, id, {
      ...deploy,
      templateId: 'patrol',
      soldierIds: start.squad.slice(3, 4).map((s) => s.id),
    });
    expect(first.statusCode, first.body).toBe(200);
    const stored = await loadGameState(env.db, id);
    const seeds = stored.missions.map((m) => m.battleSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    if (second.statusCode === 200) expect(new Set(seeds).size).toBe(seeds.length);
    const missionId = stored.missions[0]?.id ?? '';
    const seed = String(stored.missions[0]?.battleSeed);

    const answers = [first.body, second.body];
    answers.push((await openBattle(env.app, ripley, id, missionId)).body);
    answers.push((await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).body);
    const ended = await battleAction(env.app, ripley, id, missionId, { action: { type: 'abort' }, actionCount: 0 });
    answers.push(ended.body);
    const replayId: string = ended.json().finished.replayId;
    const replay = await env.app.inject({ method: 'GET', url: `/api/replays/${replayId}` });
    expect(replay.statusCode).toBe(200);
    expect(Object.keys(replay.json())).not.toContain('seed');
    answers.push(replay.body);
    for (const body of answers) {
      expect(body).not.toContain(seed);
      // Nor any of its 32-bit words, in hex or as a number.
      for (let at = 0; at < 32; at += 8) {
        const word = seed.slice(at, at + 8);
        expect(body).not.toContain(word);
        expect(body).not.toContain(String(Number.parseInt(word, 16)));
        expect(body).not.toContain(String(Number.parseInt(word, 16) | 0));
      }
    }
  });
});
