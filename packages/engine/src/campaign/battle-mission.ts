/**
 * A fought mission, from the campaign's side (DESIGN §3 battle seed; spec §4 "After a battle").
 * Deploying draws the battle's seed; the commander fights it on the battle screen; returning from
 * the after-action report sends only the actions, with their checksums. The engine replays them from
 * the stored seed, refuses a log that is illegal, changed or unfinished, and applies the outcome it
 * computed itself, never one the client claims.
 */
import { battleOutcome, type SoldierBattleOutcome } from '../battle/outcome';
import { type BattleLogEntry, fnv1a32, type ReplayError, replayBattle } from '../battle/replay';
import type { BattleInput, BattleState } from '../battle/types';
import { missionTemplate } from '../content/missions';
import type { Seed } from '../rng';
import type { GameAction } from './actions';
import { type GameError, gameError, refusal } from './errors';
import { completeMission, type SoldierOutcome } from './mission-completion';
import { battleMissionFor, healthAfterBattle } from './missions';
import { researchModifiersThrough, withBattleBonus } from './modifiers';
import { findSoldier } from './squad';
import type { StepResult } from './step';
import type { ActiveMission, GameState, MissionRewards } from './types';

/** More actions than any real battle takes (a turn is rarely over 30); refuses junk early. */
export const MAX_BATTLE_LOG = 5000;

/** The seed of a manual mission deployed before seeds were stored: derived from its id. */
function legacySeed(missionId: string): number {
  return fnv1a32(missionId) & 0x7fffffff;
}

export function missionBattleSeed(mission: ActiveMission): Seed {
  return mission.battleSeed ?? legacySeed(mission.id);
}

/** What the battle is built from: the mission and its squad as they stand, and the stored seed. */
export function battleSetupFor(state: GameState, missionId: string): { input: BattleInput; seed: Seed } | null {
  const mission = state.missions.find((m) => m.id === missionId);
  if (mission?.status !== 'Active' || mission.mode !== 'manual') return null;
  const battleMission = battleMissionFor(mission);
  if (!battleMission) return null;
  const soldiers = mission.squad.map((id) => findSoldier(state, id)).filter((s) => s !== undefined);
  // Issue 23: research completed by the day the squad deployed goes into the field with it.
  const squad = withBattleBonus(researchModifiersThrough(state, mission.deployedOnDay), soldiers);
  const { missionId: _id, ...info } = battleMission;
  return { input: { mission: info, squad }, seed: missionBattleSeed(mission) };
}

/** A battle log that could not be replayed, as a campaign refusal: which action, and why. */
export function replayRefusal(error: ReplayError): GameError {
  const action = error.index + 1;
  return error.refusal
    ? refusal('battle_log_refused', { action, refusal: error.refusal })
    : refusal('battle_log_tampered', { action });
}

/**
 * What a fought mission pays (the after-action report shows exactly this): on a victory the
 * template's funds, supplies, intel and reputation and the squad's XP; on a defeat nothing.
 */
export function missionRewardsPaid(rewards: Omit<MissionRewards, 'xp'>, victory: boolean, xp: number): MissionRewards {
  const { funds, supplies, intel, reputation } = rewards;
  return victory
    ? { funds, supplies, intel, reputation, xp }
    : { funds: 0, supplies: 0, intel: 0, reputation: 0, xp: 0 };
}

type CompleteBattleAction = Extract<GameAction, { type: 'completeBattle' }>;

export function completeBattle(state: GameState, action: CompleteBattleAction): StepResult {
  const mission = state.missions.find((m) => m.id === action.missionId);
  const template = mission ? missionTemplate(mission.templateId) : undefined;
  const setup = battleSetupFor(state, action.missionId);
  if (!mission || !template || !setup) return gameError('not_awaiting_battle', { missionId: action.missionId });
  if (action.log.length > MAX_BATTLE_LOG) return gameError('battle_log_too_long', { max: MAX_BATTLE_LOG });
  const replay = replayBattle(setup.input, setup.seed, action.log as readonly BattleLogEntry[]);
  if (!replay.ok) return { ok: false, error: replayRefusal(replay.error) };
  return settleOutcome(state, mission, template, battleOutcome(replay.battle));
}

/** What the campaign reads of a battle's end: the victory and each soldier (the same in every rules version). */
export interface FoughtOutcome {
  victory: boolean;
  soldiers: readonly (Omit<SoldierBattleOutcome, 'maxHp'> & { maxHp?: number })[];
}

/**
 * The outcome of a finished battle applied to the campaign: survivors' health and experience, the
 * fallen, rewards on a victory. Refused while the battle is still being fought.
 */
function settleOutcome(
  state: GameState,
  mission: ActiveMission,
  template: NonNullable<ReturnType<typeof missionTemplate>>,
  outcome: FoughtOutcome | null,
): StepResult {
  if (!outcome) return gameError('battle_unfinished', { missionId: mission.id });

  const outcomes: SoldierOutcome[] = [];
  for (const fought of outcome.soldiers) {
    const soldier = findSoldier(state, fought.soldierId);
    if (!soldier) continue;
    const health = fought.survived ? healthAfterBattle(soldier.maxHealth, fought.finalHp, fought.maxHp) : 0;
    const killed = health === 0;
    outcomes.push({ soldierId: soldier.id, health, killed, xp: killed ? 0 : fought.experienceGained });
  }
  const totalXp = outcomes.reduce((total, o) => total + o.xp, 0);
  const rewards = missionRewardsPaid(template.rewards, outcome.victory, totalXp);
  const step = completeMission(state, mission, template, outcome.victory, outcomes, rewards);
  return { ok: true, ...step };
}

/**
 * A battle the server kept and saw to its end, applied to the campaign (issue 21): the server played
 * every action itself, so its final battle is the outcome, with no replay. The battle may have been
 * begun under older rules (its stored state is the truth; GAME_RULES § fought missions). Not a
 * client's action: only the server, from its own record, calls it.
 */
export function settleKeptBattle(state: GameState, missionId: string, battle: BattleState): StepResult {
  return settleBattleOutcome(state, missionId, battleOutcome(battle));
}

/**
 * A battle's outcome the caller computed itself, applied to the campaign: the server's own kept
 * battle (above), or a battle of release 1's rules the server's worker replayed when it carries a
 * format-1 guest record over (`retired/carry-over-format-1.ts`). Never a client's claim.
 */
export function settleBattleOutcome(state: GameState, missionId: string, outcome: FoughtOutcome | null): StepResult {
  const mission = state.missions.find((m) => m.id === missionId);
  const template = mission ? missionTemplate(mission.templateId) : undefined;
  if (!mission || !template || !battleSetupFor(state, missionId))
    return gameError('not_awaiting_battle', { missionId });
  return settleOutcome(state, mission, template, outcome);
}
