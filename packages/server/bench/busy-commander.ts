/**
 * The orders a busy commander gives before each ADVANCE DAY in the API bench, so that days change
 * what real days change (a facility being built, research running, a squad away and coming home
 * hurt, soldiers healing) rather than only the campaign row. Every order is checked with the
 * engine first; the bench applies them untimed and times the day itself.
 */
import {
  allowedModes,
  applyAction,
  battleSetupFor,
  canBuild,
  currentResearch,
  deployableSoldiers,
  type FacilityType,
  type GameAction,
  type GameState,
  MISSION_TEMPLATES,
  missionAvailability,
  RECRUIT_COST,
  recordBattle,
  startableResearch,
} from '@holdfast/engine';
import { fightBattle } from '@holdfast/engine/battle-commander';

const BUILD_PLAN: readonly { row: number; col: number; facilityType: FacilityType }[] = [
  { row: 1, col: 2, facilityType: 'medbay' },
  { row: 2, col: 1, facilityType: 'generator' },
  { row: 3, col: 2, facilityType: 'research' },
  { row: 2, col: 3, facilityType: 'trade_depot' },
  { row: 1, col: 1, facilityType: 'generator' },
  { row: 1, col: 3, facilityType: 'barracks' },
  { row: 3, col: 3, facilityType: 'intelligence_center' },
  { row: 3, col: 1, facilityType: 'workshop' },
];

/** Funds kept back so the campaign does not starve itself into defeat. */
const RESERVE = 6000;
const SQUAD_TARGET = 8;

/** The orders for today, in the order they are given; each was accepted by the engine. */
export function ordersForToday(state: GameState): GameAction[] {
  const orders: GameAction[] = [];
  let s = state;
  const give = (action: GameAction) => {
    const result = applyAction(s, action);
    if (!result.ok) return;
    orders.push(action);
    s = result.state;
  };

  if (!currentResearch(s)) {
    const project = startableResearch(s).find((p) => s.resources.funds - p.cost.funds >= RESERVE);
    if (project) give({ type: 'startResearch', projectId: project.id });
  }
  const slot = BUILD_PLAN.find((b) => canBuild(s, b.row, b.col, b.facilityType));
  if (slot && s.resources.funds >= RESERVE * 2) give({ type: 'buildFacility', ...slot });
  const alive = s.squad.filter((soldier) => soldier.status !== 'KIA').length;
  if (alive < SQUAD_TARGET && s.resources.funds >= RESERVE + RECRUIT_COST) give({ type: 'recruit' });

  // One auto mission a day with whoever is fit, smallest squad the mission takes.
  for (const template of MISSION_TEMPLATES) {
    if (!allowedModes(template).includes('auto') || !missionAvailability(s, template).selectable) continue;
    const squad = deployableSoldiers(s)
      .slice(0, template.requirements.minSquad)
      .map((soldier) => soldier.id);
    const before = orders.length;
    give({ type: 'deployMission', templateId: template.id, soldierIds: squad, mode: 'auto' });
    if (orders.length > before) break;
  }
  return orders;
}

/**
 * A manual mission the engine would accept now (the first selectable one that may be fought by
 * hand, with as many fit soldiers as it takes), or null: the player then fights its battle and
 * sends `completeBattle` with the log.
 */
export function manualMission(state: GameState): GameAction | null {
  for (const template of MISSION_TEMPLATES) {
    if (!allowedModes(template).includes('manual') || !missionAvailability(state, template).selectable) continue;
    const soldierIds = deployableSoldiers(state)
      .slice(0, template.requirements.maxSquad)
      .map((soldier) => soldier.id);
    const action: GameAction = { type: 'deployMission', templateId: template.id, soldierIds, mode: 'manual' };
    if (applyAction(state, action).ok) return action;
  }
  return null;
}

/** The battle of a deployed manual mission, fought by the engine's scripted battle commander. */
export function foughtBattle(state: GameState, missionId: string): GameAction {
  const setup = battleSetupFor(state, missionId);
  if (!setup) throw new Error(`${missionId} is not awaiting a battle`);
  const recorded = recordBattle(setup.input, setup.seed, fightBattle(setup.input, setup.seed).actions);
  if (!recorded.ok) throw new Error(JSON.stringify(recorded.error));
  return { type: 'completeBattle', missionId, log: recorded.entries };
}
