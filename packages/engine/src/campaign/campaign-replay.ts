/**
 * A campaign is its creation options plus the list of actions applied to it (DESIGN §1): replaying
 * the list through `applyAction` from `newCampaign(options)` gives the same state byte for byte.
 * A guest's campaign is kept in the browser as exactly that record, and the server accepts it into
 * an account only by replaying it here, so it holds nothing the rules would not have allowed.
 */
import { fnv1a32, recordBattle } from '../battle/replay';
import { V5_BATTLE_FORCE_TABLES } from '../legacy/battle-force-v5';
import { type FrozenBattleRulesVersion, frozenBattleRulesFor, replayFrozenBattle } from '../legacy/frozen-battle-rules';
import { RULES_VERSION } from '../rules-version';
import type { GameAction } from './actions';
import { applyAction } from './apply-action';
import { battleForceFor } from './battle-force';
import { battleSetupFor } from './battle-mission';
import { type GameError, refusal } from './errors';
import { type NewCampaignOptions, newCampaign } from './new-campaign';
import type { GameState } from './types';

/** What rebuilds a campaign: how it was started and every action it accepted, in order. */
export interface CampaignRecord {
  options: NewCampaignOptions;
  actions: readonly GameAction[];
  /** The rules version the actions were accepted under; absent = 1 (records from before versions). */
  rulesVersion?: number;
}

export type CampaignReplayResult =
  /**
   * `actions` are the record's actions as the current rules hold them: the same list for a record of
   * the current version; for an older one, re-based (its battle logs' checksums recomputed).
   */
  | {
      ok: true;
      state: GameState;
      actions: GameAction[];
      rebased: boolean;
      /** The options to keep with `actions` (a record re-based from before the battle force gains one). */
      options: NewCampaignOptions;
    }
  /** `index` is the 0-based position of the first action the rules refused; `error` is the engine's refusal. */
  | { ok: false; index: number; error: GameError };

/** The rules version a record names (records from before versions were made under version 1). */
export function recordRulesVersion(record: Pick<CampaignRecord, 'rulesVersion'>): number {
  return record.rulesVersion ?? 1;
}

/**
 * A fought battle's log re-based: the commander's actions are the record, the checksums only a desync
 * check between two engines of one version, so they are computed again from the mission's stored
 * seed. A battle fought under older battle rules (`frozen`: the record's version's, or the one the log
 * already names) keeps being played by those rules (the frozen `replayFrozenBattle`; today's battle
 * rules refuse its actions) and says so (`battleRulesVersion`); with no frozen rules (the record's
 * battle rules are today's) it is replayed under the current rules. A log the rules refuse is left as
 * it is (and is refused by `completeBattle`, naming the action).
 */
function rebaseAction(state: GameState, action: GameAction, frozen: FrozenBattleRulesVersion | null): GameAction {
  if (action.type !== 'completeBattle') return action;
  const setup = battleSetupFor(state, action.missionId);
  if (!setup) return action;
  const actions = action.log.map((entry) => entry.action);
  const version = (action.battleRulesVersion as FrozenBattleRulesVersion | undefined) ?? frozen;
  // A frozen battle was deployed before 128-bit seeds (issue 32): its seed is the old number.
  if (version !== null && typeof setup.seed === 'number') {
    const replayed = replayFrozenBattle(version, setup.input, setup.seed, actions);
    const log = replayed.ok ? (replayed.entries as typeof action.log) : action.log;
    return { ...action, log, battleRulesVersion: version };
  }
  const recorded = recordBattle(setup.input, setup.seed, actions);
  return recorded.ok ? { ...action, log: recorded.entries } : action;
}

/**
 * A battle fought under the frozen v5 rules is a record's only for a mission deployed under version 5:
 * up to the day its re-base from version 5 says (`v5BattlesThroughDay`). `completeBattle` checks the
 * mission meets a force; the day is the record's, not the campaign's, so it is checked here.
 */
function deployedUnderV5(state: GameState, action: GameAction, options: NewCampaignOptions): boolean {
  if (action.type !== 'completeBattle' || action.battleRulesVersion !== 5) return true;
  const mission = state.missions.find((m) => m.id === action.missionId);
  return mission !== undefined && mission.deployedOnDay <= (options.v5BattlesThroughDay ?? 0);
}

/**
 * A mission a version-5 record deployed (re-basing it, or replaying the re-based record: deployed up
 * to its `v5BattlesThroughDay`) meets the force version 5 gave it (version 6 re-tuned the numbers):
 * its fought battle then replays by the frozen v5 battle rules against the hostiles it met, and the
 * campaign reaches the state the record's own release saved.
 */
function withV5Force(before: GameState, after: GameState): GameState {
  const known = new Set(before.missions.map((m) => m.id));
  const missions = after.missions.map((m) =>
    known.has(m.id) || m.force === undefined ? m : { ...m, force: battleForceFor(before, V5_BATTLE_FORCE_TABLES) },
  );
  return { ...after, missions };
}

/**
 * The first rules version with the battle force (issue 23; the lead bumps RULES_VERSION to it at
 * merge). A record of an older version is re-based onto template battles for what it holds.
 */
export const BATTLE_FORCE_RULES_VERSION = 5;

/**
 * Starts the campaign from its options and applies each action; stops at the first refusal. A record
 * of the current rules version is verified as it is, checksums included; one of an older version is
 * re-based: replayed under the current campaign rules with its battle logs' checksums recomputed
 * (issue 25), its fought battles under the frozen battle rules they were fought under (rules ≤ 4: the
 * v4 rules; rules 5: the v5 rules). A record of a newer version than these rules is the caller's to
 * refuse (`recordRulesVersion`).
 */
export function replayCampaignRecord(record: CampaignRecord): CampaignReplayResult {
  const rebase = recordRulesVersion(record) < RULES_VERSION;
  const frozen = rebase ? frozenBattleRulesFor(recordRulesVersion(record)) : null;
  // Issue 23: a record from before the battle force fought every battle as its template; re-based,
  // it keeps doing so for what it holds (through its last day: set once the replay reaches it).
  const beforeForce = rebase && recordRulesVersion(record) < BATTLE_FORCE_RULES_VERSION;
  // A record re-based from version 5: every mission it deployed was deployed under version 5.
  const fromV5 = frozen === 5;
  const options = beforeForce
    ? { ...record.options, templateBattlesThroughDay: Number.MAX_SAFE_INTEGER }
    : record.options;
  const replayOptions = fromV5 ? { ...options, v5BattlesThroughDay: Number.MAX_SAFE_INTEGER } : options;
  let state = newCampaign(options);
  const actions: GameAction[] = [];
  for (const [index, recorded] of record.actions.entries()) {
    const action = rebase ? rebaseAction(state, recorded, frozen) : recorded;
    if (action.type === 'completeBattle' && !deployedUnderV5(state, action, replayOptions))
      return { ok: false, index, error: refusal('not_awaiting_battle', { missionId: action.missionId }) };
    const result = applyAction(state, action);
    if (!result.ok) return { ok: false, index, error: result.error };
    const v5Deploy = action.type === 'deployMission' && state.day <= (replayOptions.v5BattlesThroughDay ?? 0);
    state = v5Deploy ? withV5Force(state, result.state) : result.state;
    actions.push(action);
  }
  // Missions deployed up to the re-base's last day were deployed under version 5 (none: no marker).
  const v5Options =
    fromV5 && state.missions.some((m) => m.mode === 'manual' && m.force !== undefined)
      ? { v5BattlesThroughDay: state.day }
      : {};
  if (beforeForce && state.missions.some((m) => m.mode === 'manual')) {
    const through = state.day;
    return {
      ok: true,
      state: { ...state, templateBattlesThroughDay: through },
      actions,
      rebased: rebase,
      options: { ...record.options, templateBattlesThroughDay: through, ...v5Options },
    };
  }
  // Nothing was fought: the campaign is the same with or without the marker, so it carries none.
  const { templateBattlesThroughDay: _through, ...plain } = state;
  return {
    ok: true,
    state: beforeForce ? plain : state,
    actions,
    rebased: rebase,
    options: { ...record.options, ...v5Options },
  };
}

/**
 * FNV-1a of the state's JSON, as 8 hex digits: two parties that replayed the same record compare it
 * to know they hold the same campaign (same rules, same content, same result).
 */
export function campaignChecksum(state: GameState): string {
  return fnv1a32(JSON.stringify(state)).toString(16).padStart(8, '0');
}
