import { readFileSync } from 'node:fs';
import {
  applyAction,
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  newCampaign,
  RULES_VERSION,
} from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { MAX_CAMPAIGNS_PER_USER, TOO_MANY_CAMPAIGNS } from '../src/repositories/campaigns';
import { IMPORT_BODY_LIMIT_BYTES, IMPORT_MESSAGES } from '../src/routes/campaign-import';
import { IMPORT_MAX_ACTIONS, IMPORT_MAX_BATTLE_ACTIONS } from '../src/schemas/campaign-import';
import { BATTLE_LOG_MAX_ENTRIES } from '../src/schemas/game-action';
import { describeEachDatabase } from './support/databases';
import { as, signUp } from './support/http';

/** The web's fixture of a guest record the RULES_VERSION 1 release kept (session/fixtures). */
const GUEST_RELEASE_1 = new URL('../../web/src/session/fixtures/guest-release-1.json', import.meta.url);

const options: NewCampaignOptions = { name: 'Iron Gate', difficulty: 'hard', theme: 'majestic', seed: 424242 };

/** A guest's campaign as the browser keeps it: options, accepted actions, and where they led. */
function guestCampaign(intents: GameAction[]) {
  let state: GameState = newCampaign(options);
  const actions: GameAction[] = [];
  for (const action of intents) {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`the guest's own action was refused: ${action.type}`);
    state = result.state;
    actions.push(action);
  }
  return {
    state,
    body: { options, actions, rulesVersion: RULES_VERSION, day: state.day, checksum: campaignChecksum(state) },
  };
}

const threeDays: GameAction[] = [
  { type: 'recruit' },
  { type: 'advanceDay' },
  { type: 'advanceDay' },
  { type: 'advanceDay' },
];

describeEachDatabase('bringing a guest campaign into the account', (env) => {
  it('replays it and stores it as the caller’s active campaign, state for state', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const guest = guestCampaign(threeDays);
    const response = await as(env.app, ripley).post('/api/campaigns/import', guest.body);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({ success: true, id: expect.any(Number), theme: 'majestic', day: 4 });

    const campaign = (await as(env.app, ripley).get(`/api/campaigns/${answer.id}`)).json();
    expect(campaign).toMatchObject({ user_id: ripley.id, name: 'Iron Gate', day: 4, difficulty: 'hard', is_active: 1 });
    const stored = (await as(env.app, ripley).get(`/api/campaigns/${answer.id}/state`)).json();
    expect(stored.day).toBe(4);
    expect(stored.squad).toEqual(guest.state.squad);
    expect(stored.facilities).toEqual(guest.state.facilities);
    expect(stored.resources).toEqual(guest.state.resources);

    // And it plays on from there like any other campaign.
    const next = await as(env.app, ripley).post(`/api/campaigns/${answer.id}/actions`, { type: 'advanceDay' });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().state.day).toBe(5);
  });

  it('marks the campaign as played in a browser, in its record, its state and after an action', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { id } = (await as(env.app, ripley).post('/api/campaigns/import', guestCampaign(threeDays).body)).json();
    expect((await as(env.app, ripley).get(`/api/campaigns/${id}`)).json().marks).toEqual(['browser']);
    expect((await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).json().marks).toEqual(['browser']);
    const next = await as(env.app, ripley).post(`/api/campaigns/${id}/actions`, { type: 'advanceDay' });
    expect(next.json().state.marks).toEqual(['browser']);
    // A campaign started on the server carries none.
    const fresh = (await as(env.app, ripley).post('/api/campaigns', { name: 'Clean Slate' })).json();
    expect((await as(env.app, ripley).get(`/api/campaigns/${fresh.id}`)).json().marks).toEqual([]);
    expect((await as(env.app, ripley).get(`/api/campaigns/${fresh.id}/state`)).json()).not.toHaveProperty('marks');
  });

  it('refuses a record whose actions the rules refuse, naming the action, and stores nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { body } = guestCampaign(threeDays);
    // A facility on the Command Center's own tile: the rules say no.
    const tampered = {
      ...body,
      actions: [
        ...body.actions.slice(0, 2),
        { type: 'buildFacility', row: 2, col: 2, facilityType: 'barracks' },
        ...body.actions.slice(2),
      ],
    };
    const response = await as(env.app, ripley).post('/api/campaigns/import', tampered);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: IMPORT_MESSAGES.refused(2, 'buildFacility', 'slot_occupied') });
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
  });

  it('refuses a record that does not replay to the claimed state (day or checksum)', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { body } = guestCampaign(threeDays);
    const fewerDays = await as(env.app, ripley).post('/api/campaigns/import', {
      ...body,
      actions: body.actions.slice(0, -1),
    });
    expect(fewerDays.statusCode).toBe(422);
    expect(fewerDays.json()).toEqual({ error: IMPORT_MESSAGES.dayDiffers(4, 3) });

    // Same day, other contents: the soldier recruited is left out.
    const noRecruit = await as(env.app, ripley).post('/api/campaigns/import', {
      ...body,
      actions: body.actions.slice(1),
    });
    expect(noRecruit.statusCode).toBe(422);
    expect(noRecruit.json()).toEqual({ error: IMPORT_MESSAGES.checksumDiffers });

    const otherSeed = await as(env.app, ripley).post('/api/campaigns/import', {
      ...body,
      options: { ...body.options, seed: 424243 },
    });
    expect(otherSeed.statusCode).toBe(422);
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
  });

  it('answers 401 to a guest', async () => {
    const response = await as(env.app, undefined).post('/api/campaigns/import', guestCampaign(threeDays).body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 400 {error} to a body of the wrong shape', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { body } = guestCampaign(threeDays);
    for (const bad of [
      {},
      { ...body, actions: 'all of them' },
      { ...body, checksum: 'nope' },
      { ...body, options: { ...body.options, theme: 'nowhere' } },
      { ...body, actions: [{ type: 'winTheWar' }] },
      { ...body, state: { day: 400 } },
      { ...body, options: { ...body.options, name: 'Iron\u0000Gate' } },
    ]) {
      const response = await as(env.app, ripley).post('/api/campaigns/import', bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { cookie: ripley.cookie, 'content-type': 'application/json' },
      payload: '{"options": ',
    });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: IMPORT_MESSAGES.notJson }]);
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
  });

  it(`refuses a body over ${IMPORT_BODY_LIMIT_BYTES} bytes with 413 and stores nothing`, async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { body } = guestCampaign(threeDays);
    const oversize = { ...body, options: { ...body.options, name: 'x'.repeat(IMPORT_BODY_LIMIT_BYTES) } };
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { cookie: ripley.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(oversize),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
  });

  it('refuses more actions than honest play needs with 422, before replaying, and stores nothing', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const { body } = guestCampaign(threeDays);
    const days = Array.from({ length: IMPORT_MAX_ACTIONS + 1 }, () => ({ type: 'advanceDay' }));
    const response = await as(env.app, ripley).post('/api/campaigns/import', { ...body, actions: days });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: IMPORT_MESSAGES.tooManyActions(IMPORT_MAX_ACTIONS + 1) });

    // Battle actions count across all battles: here many logs, each within its own limit.
    const perBattle = BATTLE_LOG_MAX_ENTRIES;
    const battles = Math.ceil((IMPORT_MAX_BATTLE_ACTIONS + 1) / perBattle);
    const log = Array.from({ length: perBattle }, () => ({ action: { type: 'endTurn' }, checksum: '00000000' }));
    const heavy = Array.from({ length: battles }, (_, i) => ({
      type: 'completeBattle',
      missionId: `mission-${i}`,
      log,
    }));
    const tooMany = await as(env.app, ripley).post('/api/campaigns/import', { ...body, actions: heavy });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ error: IMPORT_MESSAGES.tooManyBattleActions(battles * perBattle) });
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
  });

  it(`refuses an import past the cap of ${MAX_CAMPAIGNS_PER_USER} campaigns with 409, and stores nothing`, async () => {
    const ripley = await signUp(env.app, 'ripley');
    for (let i = 0; i < MAX_CAMPAIGNS_PER_USER; i++) {
      expect((await as(env.app, ripley).post('/api/campaigns', { name: `Front ${i}` })).statusCode).toBe(201);
    }
    const response = await as(env.app, ripley).post('/api/campaigns/import', guestCampaign(threeDays).body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: TOO_MANY_CAMPAIGNS });
    const more = await as(env.app, ripley).post('/api/campaigns', { name: 'One Too Many' });
    expect(more.statusCode).toBe(409);
    expect((await as(env.app, ripley).get('/api/campaigns')).json()).toHaveLength(MAX_CAMPAIGNS_PER_USER);
  }, 60_000);

  describe('rules versions (issues 25, 31)', () => {
    it('refuses an older record the page did not carry over, naming what to do, and a newer one', async () => {
      const ripley = await signUp(env.app, 'ripley');
      const guest = guestCampaign(threeDays);
      const { rulesVersion: _current, ...beforeVersions } = guest.body;
      for (const body of [beforeVersions, { ...guest.body, rulesVersion: 1 }]) {
        const older = await as(env.app, ripley).post('/api/campaigns/import', body);
        expect([older.statusCode, older.json().error]).toEqual([422, IMPORT_MESSAGES.notCarriedOver(1)]);
      }
      const newer = await as(env.app, ripley).post('/api/campaigns/import', {
        ...guest.body,
        rulesVersion: RULES_VERSION + 1,
      });
      expect([newer.statusCode, newer.json().error]).toEqual([422, IMPORT_MESSAGES.newerRules(RULES_VERSION + 1)]);
      expect((await as(env.app, ripley).get('/api/campaigns')).json()).toEqual([]);
    });

    it('refuses a record an earlier release re-based (a battle played by frozen rules), which only carries over', async () => {
      const ripley = await signUp(env.app, 'ripley');
      const { record } = JSON.parse(readFileSync(GUEST_RELEASE_1, 'utf8')) as { record: { actions: GameAction[] } };
      const battle = record.actions.find((a) => a.type === 'completeBattle');
      const guest = guestCampaign(threeDays);
      const reBased = { ...guest.body, actions: [...guest.body.actions, { ...battle, battleRulesVersion: 4 }] };
      const response = await as(env.app, ripley).post('/api/campaigns/import', reBased);
      expect(response.statusCode).toBe(400);
    });
  });
});
