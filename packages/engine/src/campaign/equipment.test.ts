/**
 * Kit has a price and the better items wait for research (docs/GAME_RULES.md §4, issue 14). The
 * expectations are read from the catalogue, so a retuned price still has to be charged as the rule says.
 */
import { describe, expect, it } from 'vitest';
import { ARMORS, UTILITIES, WEAPONS } from '../content/equipment';
import { RESEARCH_BY_ID } from '../content/research';
import { applyAction } from './apply-action';
import { EQUIPMENT_SLOTS, equipmentItem, equipmentLockedBy, loadoutBlock, loadoutCost } from './equipment';
import { campaign, must, said, soldier } from './test-support';
import type { GameState, Loadout, ResearchRecord } from './types';

const done = (projectId: string): ResearchRecord => ({
  projectId,
  progress: 100,
  completed: true,
  startedOnDay: 1,
  completedOnDay: 2,
});
const rich = { funds: 500000, supplies: 5000, intel: 5000 };
const everything = [...WEAPONS, ...ARMORS, ...UTILITIES];
const DEFAULT: Loadout = { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' };

function price(slot: 'weapon' | 'armor' | 'utility', id: string) {
  const item = equipmentItem(slot, id);
  if (!item) throw new Error(`no ${slot} ${id}`);
  return item;
}

function setLoadout(state: GameState, loadout: Loadout) {
  return applyAction(state, { type: 'setLoadout', soldierId: soldier(state, 0).id, ...loadout });
}

describe('the kit catalogue', () => {
  it('issues the three defaults free and unlocked, and prices every other item', () => {
    for (const slot of EQUIPMENT_SLOTS) {
      const item = price(slot, DEFAULT[slot]);
      expect(item.cost).toEqual({ funds: 0, supplies: 0, intel: 0 });
      expect(item.unlockedBy).toBeNull();
    }
    const priced = everything.filter((item) => !Object.values(DEFAULT).includes(item.id));
    for (const item of priced) expect(item.cost.funds + item.cost.supplies).toBeGreaterThan(0);
  });

  it('locks some items behind research and leaves at least one alternative open in every slot', () => {
    expect(everything.some((item) => item.unlockedBy !== null)).toBe(true);
    for (const list of [WEAPONS, ARMORS, UTILITIES]) {
      const open = list.filter((item) => item.unlockedBy === null && !Object.values(DEFAULT).includes(item.id));
      expect(open.length).toBeGreaterThan(0);
    }
  });
});

describe('issuing kit', () => {
  it('charges the price of each item that changes, and nothing for one kept', () => {
    const state = campaign({ resources: rich });
    const loadout: Loadout = { weapon: 'shotgun', armor: 'light_armor', utility: 'medkit' };
    const expected = {
      funds: price('weapon', 'shotgun').cost.funds + price('armor', 'light_armor').cost.funds,
      supplies: price('weapon', 'shotgun').cost.supplies + price('armor', 'light_armor').cost.supplies,
      intel: price('weapon', 'shotgun').cost.intel + price('armor', 'light_armor').cost.intel,
    };
    expect(loadoutCost(soldier(state, 0), loadout)).toEqual(expected);
    const next = must(state, { type: 'setLoadout', soldierId: soldier(state, 0).id, ...loadout });
    expect(next.resources).toEqual({
      funds: rich.funds - expected.funds,
      supplies: rich.supplies - expected.supplies,
      intel: rich.intel - expected.intel,
    });
    // Changing only the utility pays only for the utility; taking the default back is free.
    const smoke = must(next, { type: 'setLoadout', soldierId: soldier(next, 0).id, ...loadout, utility: 'smoke' });
    expect(next.resources.funds - smoke.resources.funds).toBe(price('utility', 'smoke').cost.funds);
    const back = must(smoke, { type: 'setLoadout', soldierId: soldier(smoke, 0).id, ...DEFAULT });
    expect(back.resources).toEqual(smoke.resources);
  });

  it('refuses an item whose research is not completed, naming the project, and issues it after', () => {
    const locked = everything.find((item) => item.unlockedBy !== null);
    if (!locked) throw new Error('nothing is locked');
    const slot = EQUIPMENT_SLOTS.find((s) => equipmentItem(s, locked.id) === locked) ?? 'weapon';
    const loadout = { ...DEFAULT, [slot]: locked.id };
    const state = campaign({ resources: rich });
    expect(equipmentLockedBy(state, slot, locked.id)).toBe(locked.unlockedBy);
    const result = setLoadout(state, loadout);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: 'invalid_loadout',
      reason: 'equipment_locked',
      params: { itemId: locked.id, projectId: locked.unlockedBy },
    });
    // LAST STAND names the project and the item.
    const project = RESEARCH_BY_ID.get(locked.unlockedBy ?? '');
    expect(said(result.error)).toContain(project?.name ?? 'missing');
    expect(said(result.error)).toContain(locked.name);
    expect(loadoutBlock(state, soldier(state, 0), loadout)).toEqual({
      kind: 'locked',
      slot,
      itemId: locked.id,
      projectId: locked.unlockedBy,
    });
    const researched = { ...state, research: [done(locked.unlockedBy ?? '')] };
    expect(equipmentLockedBy(researched, slot, locked.id)).toBeNull();
    expect(setLoadout(researched, loadout).ok).toBe(true);
  });

  it('keeps an item a soldier already carries even while it is locked (older campaigns)', () => {
    const locked = WEAPONS.find((item) => item.unlockedBy !== null);
    if (!locked) throw new Error('no locked weapon');
    const base = campaign({ resources: rich });
    const armed = {
      ...base,
      squad: base.squad.map((s, i) => (i === 0 ? { ...s, loadout: { ...DEFAULT, weapon: locked.id } } : s)),
    };
    expect(loadoutBlock(armed, soldier(armed, 0), { ...DEFAULT, weapon: locked.id, utility: 'smoke' })).toBeNull();
  });

  it('refuses kit the base cannot pay for with what is missing, and changes nothing', () => {
    const cost = price('weapon', 'shotgun').cost;
    const state = campaign({ resources: { funds: cost.funds - 1, supplies: cost.supplies, intel: cost.intel } });
    const result = setLoadout(state, { ...DEFAULT, weapon: 'shotgun' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: 'insufficient_resources',
      reason: 'loadout_insufficient_resources',
      params: { shortfall: { funds: 1 } },
    });
    expect(loadoutBlock(state, soldier(state, 0), { ...DEFAULT, weapon: 'shotgun' })).toEqual({
      kind: 'unaffordable',
      shortfall: { funds: 1 },
    });
    expect(soldier(state, 0).loadout).toEqual(DEFAULT);
  });
});
