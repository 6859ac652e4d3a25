/**
 * Rules that must hold after every action, checked by the property tests and by
 * `npm run simulate -- --seeds N`. Each returns readable violations instead of throwing.
 */
import { powerUsage } from '../campaign/base';
import { RESOURCE_KEYS } from '../campaign/economy';
import { isAway, maxHealthFor } from '../campaign/squad';
import type { GameState, Soldier } from '../campaign/types';
import { rankForExperience } from '../content/ranks';

export function checkInvariants(state: GameState, previous?: GameState): string[] {
  const problems: string[] = [];
  for (const key of RESOURCE_KEYS) {
    const value = state.resources[key];
    if (!Number.isFinite(value) || value < 0) problems.push(`${key} is ${value}`);
  }
  for (const soldier of state.squad) {
    if (!(soldier.health >= 0 && soldier.health <= soldier.maxHealth)) {
      problems.push(`${soldier.id} health ${soldier.health}/${soldier.maxHealth}`);
    }
    if (soldier.rank !== rankForExperience(soldier.experience)) problems.push(`${soldier.id} rank ${soldier.rank}`);
    if (soldier.status !== 'KIA' && soldier.maxHealth !== maxHealthFor(state, soldier)) {
      problems.push(`${soldier.id} maxHealth ${soldier.maxHealth} expected ${maxHealthFor(state, soldier)}`);
    }
    if (new Set(soldier.unlockedSkills).size !== soldier.unlockedSkills.length)
      problems.push(`${soldier.id} skill twice`);
  }
  if (state.research.filter((r) => !r.completed).length > 1) problems.push('more than one current research');
  for (const record of state.research) {
    if (record.progress < 0 || record.progress > 100) problems.push(`${record.projectId} progress ${record.progress}`);
  }
  const power = powerUsage(state);
  if (power.used > power.capacity) problems.push(`power ${power.used}/${power.capacity}`);
  const inField = new Set(state.missions.filter((m) => m.status === 'Active').flatMap((m) => m.squad));
  for (const soldier of state.squad) {
    if (isAway(soldier) !== inField.has(soldier.id)) {
      problems.push(
        `${soldier.id} status ${soldier.status} but ${inField.has(soldier.id) ? 'in' : 'not in'} the field`,
      );
    }
  }
  const ids = [...state.squad, ...state.facilities, ...state.missions, ...state.events].map((x) => x.id);
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  if (state.victory && !state.gameOver) problems.push('victory without game over');
  if (previous) {
    const before = new Map<string, Soldier>(previous.squad.map((s) => [s.id, s]));
    for (const soldier of state.squad) {
      const old = before.get(soldier.id);
      if (old?.status === 'KIA' && JSON.stringify(old) !== JSON.stringify(soldier)) {
        problems.push(`${soldier.id} changed after KIA`);
      }
    }
    if (previous.squad.some((s) => !state.squad.some((t) => t.id === s.id))) problems.push('a soldier vanished');
    if (state.day < previous.day) problems.push('day went back');
  }
  return problems;
}
