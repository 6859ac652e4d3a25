/**
 * Bringing a guest campaign kept by the RULES_VERSION 5 release into an account after a later release
 * (issue 31, GAME_RULES §13): `guest-release-5.json` (the web's fixture, made by that release) holds a
 * format-2 record with its snapshot and a fought battle. These rules (version 6) never replay version
 * 5's actions: the page carries the campaign over by its snapshot, and the import replays only what
 * was played since, from that state, and marks the campaign carried over. The body that release's own
 * page sent (its old actions, no carry-over) is refused with a sentence that says what to do.
 */
import { readFileSync } from 'node:fs';
import {
  applyAction,
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  RULES_VERSION,
} from '@holdfast/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema';
import { checkImport, IMPORT_MESSAGES } from '../src/verification/import-check';
import { describeEachDatabase } from './support/databases';
import { as, signUp } from './support/http';

const GUEST_RELEASE_5 = new URL('../../web/src/session/fixtures/guest-release-5.json', import.meta.url);
const { record } = JSON.parse(readFileSync(GUEST_RELEASE_5, 'utf8')) as {
  record: { options: NewCampaignOptions; actions: GameAction[]; rulesVersion: number; snapshot: GameState };
};
/** What that release's page sent: its version's actions, day and snapshot's checksum. */
const asKept = {
  options: record.options,
  actions: record.actions,
  rulesVersion: record.rulesVersion,
  day: record.snapshot.day,
  checksum: campaignChecksum(record.snapshot),
};
/** What this release's page sends once it has carried the record over and played one more day. */
const next = applyAction(record.snapshot, { type: 'advanceDay' });
if (!next.ok) throw new Error('the snapshot does not play on');
const carried = {
  options: record.options,
  actions: [{ type: 'advanceDay' }],
  rulesVersion: RULES_VERSION,
  carriedOver: { rulesVersion: 5, state: record.snapshot },
  day: next.state.day,
  checksum: campaignChecksum(next.state),
};

describe('verifying a guest campaign kept by the RULES_VERSION 5 release', () => {
  it('refuses the body that release sent, naming what to do, and takes the carried-over one', () => {
    expect(record.rulesVersion).toBe(5);
    expect(record.actions.some((a) => a.type === 'completeBattle')).toBe(true);
    expect(checkImport(JSON.stringify(asKept))).toEqual({
      ok: false,
      status: 422,
      error: IMPORT_MESSAGES.notCarriedOver(5),
    });
    const checked = checkImport(JSON.stringify(carried));
    if (!checked.ok) throw new Error(JSON.stringify(checked));
    expect([checked.carriedOver, checked.state.day, campaignChecksum(checked.state)]).toEqual([
      true,
      carried.day,
      carried.checksum,
    ]);
  });

  it('refuses a carried-over state the actions do not lead from (another checksum)', () => {
    const other = { ...record.snapshot, resources: { ...record.snapshot.resources, funds: 999_999 } };
    const checked = checkImport(JSON.stringify({ ...carried, carriedOver: { rulesVersion: 5, state: other } }));
    expect(checked).toEqual({ ok: false, status: 422, error: IMPORT_MESSAGES.checksumDiffers });
  });

  it('refuses a carry-over from a newer release than this server', () => {
    const checked = checkImport(
      JSON.stringify({ ...carried, carriedOver: { rulesVersion: RULES_VERSION + 1, state: record.snapshot } }),
    );
    expect(checked).toEqual({ ok: false, status: 422, error: IMPORT_MESSAGES.newerRules(RULES_VERSION + 1) });
  });
});

describeEachDatabase('bringing in a guest campaign kept by the RULES_VERSION 5 release', (env) => {
  it('takes it in carried over, at the day and squad it held, marked so, and plays on', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const response = await as(env.app, ripley).post('/api/campaigns/import', carried);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;
    const state = (await as(env.app, ripley).get(`/api/campaigns/${id}/state`)).json() as GameState;
    expect([state.day, state.squad]).toEqual([next.state.day, next.state.squad]);
    expect(state.marks).toEqual(['browser', 'carriedOver']);
    const [row] = await env.db
      .select({ carriedOver: campaigns.carriedOver, rulesVersion: campaigns.rulesVersion })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    expect(row).toEqual({ carriedOver: true, rulesVersion: RULES_VERSION });
    const played = await as(env.app, ripley).post(`/api/campaigns/${id}/actions`, { type: 'advanceDay' });
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().state.day).toBe(next.state.day + 1);
  });
});
