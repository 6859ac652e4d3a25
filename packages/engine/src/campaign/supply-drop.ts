/**
 * Rules 9, issue 34 (something worth doing on the days every soldier is away, paid in supplies): a
 * supply drop flies supplies to a squad in the field on an auto mission. Each adds
 * `SUPPLY_DROP.successPoints` to the chance the mission is rolled with when it ends (before the 10–95
 * clamp) and takes `SUPPLY_DROP.casualtyPoints` off its casualty chance; one a day, and
 * `SUPPLY_DROP.maxPerMission` in all, reach each mission; its price grows with the chapter
 * (content/economy.ts). A drop that could help neither (the odds at the top, nobody at risk) is
 * refused rather than sold.
 */
import { SUPPLY_DROP } from '../content/economy';
import type { GameAction } from './actions';
import { canAfford, shortfall } from './economy';
import { type GameError, gameError, refusal } from './errors';
import { fieldCasualtyChance, fieldSuccessParts, SUCCESS_CHANCE_MAX } from './mission-resolution';
import { purchase } from './purchase';
import type { StepResult } from './step';
import { chapterForDay } from './story';
import type { ActiveMission, GameState } from './types';

type SupplyDropAction = Extract<GameAction, { type: 'supplyDrop' }>;

/** What a supply drop costs today. */
export function supplyDropCost(state: Pick<GameState, 'day'>): { supplies: number } {
  return { supplies: SUPPLY_DROP.supplies[chapterForDay(state.day)] };
}

/**
 * Why a drop to this mission would be refused today, or null when it would be taken (the screen
 * offers the button only then). The same checks, in the same order, as the action.
 */
export function supplyDropRefusal(state: GameState, mission: ActiveMission): GameError | null {
  const templateId = mission.templateId;
  if (mission.status !== 'Active') return refusal('mission_ended', { templateId });
  if (mission.mode !== 'auto') return refusal('supply_drop_not_auto', { templateId });
  const drops = mission.supplyDropDays ?? [];
  if (drops.length >= SUPPLY_DROP.maxPerMission) {
    return refusal('supply_drop_limit', { templateId, max: SUPPLY_DROP.maxPerMission });
  }
  if (drops.includes(state.day)) return refusal('supply_drop_today', { templateId });
  const parts = fieldSuccessParts(state, mission);
  if (!parts || (parts.unclamped >= SUCCESS_CHANCE_MAX && (fieldCasualtyChance(mission) ?? 0) <= 0)) {
    return refusal('supply_drop_at_max', { templateId, chance: parts?.chance ?? SUCCESS_CHANCE_MAX });
  }
  const cost = supplyDropCost(state);
  if (!canAfford(state.resources, cost)) {
    return refusal('supply_drop_insufficient_resources', { templateId, shortfall: shortfall(state.resources, cost) });
  }
  return null;
}

export function supplyDrop(state: GameState, action: SupplyDropAction): StepResult {
  const mission = state.missions.find((m) => m.id === action.missionId);
  if (!mission) return gameError('active_mission_not_found', { missionId: action.missionId });
  const refused = supplyDropRefusal(state, mission);
  if (refused) return { ok: false, error: refused };

  const cost = supplyDropCost(state);
  const dropped: ActiveMission = { ...mission, supplyDropDays: [...(mission.supplyDropDays ?? []), state.day] };
  const fact = {
    kind: 'supply_drop',
    missionId: mission.id,
    templateId: mission.templateId,
    chance: fieldSuccessParts(state, dropped)?.chance ?? 0,
    risk: fieldCasualtyChance(dropped) ?? 0,
    supplies: cost.supplies,
  } as const;
  const bought = purchase(state, cost, fact);
  return {
    ok: true,
    state: { ...bought.state, missions: state.missions.map((m) => (m.id === mission.id ? dropped : m)) },
    entries: [bought.entry],
  };
}
