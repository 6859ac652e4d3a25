/**
 * Carrying over a guest record kept by release 1 (format 1: options and actions, no snapshot; issue
 * 31). With no state to carry over, the server's verification worker replays it once: today's
 * campaign rules for every action but a fought battle, which release 1's battle rules
 * (`frozen-battle-rules.ts`) play from the mission's stored seed; today's campaign rules apply its
 * outcome; its missions keep no force (release 1 had none). The state reached is then the record's carry-over state (`carriedOver`, rules version 1),
 * kept by the browser as a format-2 snapshot, and the campaign is marked carried over.
 */
import { applyAction, applyBattleOutcome } from '../campaign/apply-action';
import { battleSetupFor, replayRefusal } from '../campaign/battle-mission';
import type { CampaignRecord, CampaignReplayResult } from '../campaign/campaign-replay';
import { carryOverOptions } from '../campaign/carry-over';
import { refusal } from '../campaign/errors';
import { newCampaign } from '../campaign/new-campaign';
import type * as v4 from './battle-v4/types';
import { replayFrozenBattle } from './frozen-battle-rules';

/** A format-1 record replayed to the state it reached, its fought battles by release 1's rules. */
export function carryOverFormat1Record(record: Pick<CampaignRecord, 'options' | 'actions'>): CampaignReplayResult {
  let state = newCampaign(carryOverOptions(record.options));
  for (const [index, action] of record.actions.entries()) {
    if (action.type !== 'completeBattle') {
      const result = applyAction(state, action);
      if (!result.ok) return { ok: false, index, error: result.error };
      state = result.state;
      continue;
    }
    const setup = battleSetupFor(state, action.missionId);
    // Release 1 was older than 128-bit seeds (issue 32): its battles' seeds are numbers.
    if (!setup || typeof setup.seed !== 'number')
      return { ok: false, index, error: refusal('not_awaiting_battle', { missionId: action.missionId }) };
    // Release 1's battle reads the same input (a force it did not know is ignored).
    const actions = action.log.map((entry) => entry.action) as unknown as v4.BattleAction[];
    const replay = replayFrozenBattle(setup.input as unknown as v4.BattleInput, setup.seed, actions);
    if (!replay.ok) return { ok: false, index, error: replayRefusal(replay.error) };
    const result = applyBattleOutcome(state, action.missionId, replay.outcome);
    if (!result.ok) return { ok: false, index, error: result.error };
    state = result.state;
  }
  // Release 1 knew no force (issue 23): a mission it deployed meets its template's battle, as a battle
  // in progress in that release's battle screen was built. Today's rules read a mission without one so.
  const missions = state.missions.map(({ force: _force, ...mission }) => mission);
  return { ok: true, state: { ...state, missions } };
}
