/**
 * Bringing a guest campaign kept by the RULES_VERSION 5 release into an account after a later release
 * (issue 25, GAME_RULES §13): `guest-release-5.json` (the web's fixture, made by that release) holds a
 * format-2 record with a fought battle. The rules here are made a later version (a deliberate rules
 * change: RULES_VERSION at least 6, the engine's own constant mocked, in this thread), so the import's
 * verification re-bases the record, its fought battle played by the frozen v5 battle rules, and
 * accepts it; so does the record the browser re-based itself (battleRulesVersion 5,
 * v5BattlesThroughDay). The route itself verifies on a worker thread under the server's real rules:
 * it takes the record in, whatever version those are.
 */
import { readFileSync } from 'node:fs';
import {
  campaignChecksum,
  type GameAction,
  type GameState,
  type NewCampaignOptions,
  RULES_VERSION,
  replayCampaignRecord,
} from '@holdfast/engine';
import { describe, expect, it, vi } from 'vitest';
import { checkImport } from '../src/verification/import-check';
import { describeEachDatabase } from './support/databases';
import { as, signUp } from './support/http';

vi.mock('../../engine/src/rules-version', async (actual) => {
  const rules = await actual<{ RULES_VERSION: number }>();
  return { ...rules, RULES_VERSION: Math.max(rules.RULES_VERSION, 6) };
});

const GUEST_RELEASE_5 = new URL('../../web/src/session/fixtures/guest-release-5.json', import.meta.url);
const { record } = JSON.parse(readFileSync(GUEST_RELEASE_5, 'utf8')) as {
  record: { options: NewCampaignOptions; actions: GameAction[]; rulesVersion: number; snapshot: GameState };
};
/** What the browser sends for the record as that release kept it: its version, day and snapshot's checksum. */
const asKept = {
  options: record.options,
  actions: record.actions,
  rulesVersion: record.rulesVersion,
  day: record.snapshot.day,
  checksum: campaignChecksum(record.snapshot),
};

/** The import's verification as the worker runs it, in this thread (where the rules are made later). */
function verdict(body: object) {
  return checkImport(JSON.stringify(body));
}

describe('verifying a guest campaign kept by the RULES_VERSION 5 release, under later rules', () => {
  const rebased = replayCampaignRecord(record);

  it('re-bases it, its fought battle played by the frozen v5 rules, to the state the browser holds', () => {
    expect(RULES_VERSION).toBeGreaterThan(5);
    expect(record.rulesVersion).toBe(5);
    expect(record.actions.some((a) => a.type === 'completeBattle')).toBe(true);
    if (!rebased.ok) throw new Error(`the record does not re-base: ${rebased.error.reason} at ${rebased.index}`);
    expect(rebased.actions.some((a) => a.type === 'completeBattle' && a.battleRulesVersion === 5)).toBe(true);
    // As the browser kept it (the server re-bases it), and as the browser re-based it itself.
    const rebasedBody = { ...asKept, options: rebased.options, actions: rebased.actions, rulesVersion: RULES_VERSION };
    for (const body of [asKept, rebasedBody]) {
      const checked = verdict(body);
      if (!checked.ok) throw new Error(JSON.stringify(checked));
      expect(campaignChecksum(checked.state)).toBe(asKept.checksum);
    }
  });

  it('refuses the re-based record without the day its v5 battles were deployed by', () => {
    if (!rebased.ok) throw new Error('the record does not re-base');
    const { v5BattlesThroughDay: _day, ...options } = rebased.options;
    const checked = verdict({ ...asKept, options, actions: rebased.actions, rulesVersion: RULES_VERSION });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.status).toBe(422);
  });
});

describeEachDatabase('bringing in a guest campaign kept by the RULES_VERSION 5 release', (env) => {
  it('takes it in (the worker replays it under the server’s own rules) at the day and squad it held', async () => {
    const ripley = await signUp(env.app, 'ripley');
    const response = await as(env.app, ripley).post('/api/campaigns/import', asKept);
    expect(response.statusCode, response.body).toBe(201);
    const state = (await as(env.app, ripley).get(`/api/campaigns/${response.json().id}/state`)).json() as GameState;
    expect([state.day, state.squad]).toEqual([record.snapshot.day, record.snapshot.squad]);
  });
});
