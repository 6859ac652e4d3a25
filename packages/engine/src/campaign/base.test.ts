import { describe, expect, it } from 'vitest';
import { FACILITIES, maxLevelFor } from '../content/facilities';
import { advanceConstruction, buildOptions, canBuild, powerUsage, upgradeCost, upgradeRefusal } from './base';
import { shortfall } from './economy';
import { campaign, facility, fail, must, refusalOf, refused, said } from './test-support';

describe('building', () => {
  it('places a level-1 facility, charges its cost and counts down construction', () => {
    const start = campaign();
    const built = must(start, { type: 'buildFacility', row: 0, col: 0, facilityType: 'medbay' });
    const medbay = built.facilities.at(-1);
    expect(medbay).toMatchObject({
      type: 'medbay',
      level: 1,
      row: 0,
      col: 0,
      isActive: true,
      constructionDaysRemaining: 3,
    });
    expect(built.resources.funds).toBe(start.resources.funds - 6000);
    expect(built.resources.supplies).toBe(start.resources.supplies - 60);
    const day2 = must(built, { type: 'advanceDay' });
    expect(day2.facilities.at(-1)?.constructionDaysRemaining).toBe(2);
  });

  it('reports each facility still being built with its days left, and only the finished one as completed', () => {
    const state = campaign({
      facilities: [
        ...campaign().facilities,
        facility('medbay', 0, 0, { constructionDaysRemaining: 3 }),
        facility('workshop', 0, 1, { constructionDaysRemaining: 1 }),
      ],
    });
    const { entries } = advanceConstruction(state);
    const [, medbay, workshop] = state.facilities;
    expect(entries).toEqual([
      {
        kind: 'construction_progress',
        facilityId: medbay?.id,
        facilityType: 'medbay',
        daysRemaining: 2,
        refId: medbay?.id,
      },
      { kind: 'facility_completed', facilityId: workshop?.id, facilityType: 'workshop', refId: workshop?.id },
    ]);
    expect(advanceConstruction(campaign()).entries).toEqual([]);
  });

  it.each([
    ['an occupied slot', campaign(), 2, 2, 'barracks', 'slot_occupied', 'This slot is already occupied!'],
    [
      'too few funds',
      campaign({ resources: { funds: 4999, supplies: 100, intel: 0 } }),
      0,
      0,
      'barracks',
      'insufficient_resources',
      'Insufficient resources!',
    ],
    [
      'too few supplies',
      campaign({ resources: { funds: 9000, supplies: 49, intel: 0 } }),
      0,
      0,
      'barracks',
      'insufficient_resources',
      'Insufficient resources!',
    ],
    ['a spot off the grid', campaign(), 5, 0, 'barracks', 'out_of_grid', 'That position is outside the base grid!'],
  ] as const)('refuses %s with the spec message', (_, state, row, col, facilityType, code, message) => {
    expect(refused(state, { type: 'buildFacility', row, col, facilityType })).toEqual({ code, message });
  });

  it('refuses a consumer without free power, but always allows a generator', () => {
    // Command 5 + 3 research labs at 25 = 80 used of 100: a fourth (25) does not fit.
    const state = campaign({
      resources: { funds: 100000, supplies: 1000, intel: 0 },
      facilities: [
        ...campaign().facilities,
        facility('research', 0, 0),
        facility('research', 0, 1),
        facility('research', 0, 2),
      ],
    });
    expect(powerUsage(state)).toEqual({ used: 80, capacity: 100 });
    expect(refused(state, { type: 'buildFacility', row: 1, col: 0, facilityType: 'research' })).toEqual({
      code: 'insufficient_power',
      message: 'Insufficient power! Build a Power Generator to increase capacity.',
    });
    expect(canBuild(state, 1, 0, 'barracks')).toBe(true);
    expect(canBuild(state, 1, 0, 'generator')).toBe(true);
    const options = buildOptions(state, 1, 0);
    expect(said(options.find((o) => o.definition.type === 'research')?.refusal ?? fail())).toMatch(
      /Insufficient power/,
    );
    expect(options.some((o) => o.definition.type === 'command')).toBe(false);
  });

  it('refuses a refused action without touching the state', () => {
    const state = campaign({ resources: { funds: 100, supplies: 0, intel: 0 } });
    const before = JSON.stringify(state);
    refused(state, { type: 'buildFacility', row: 0, col: 0, facilityType: 'workshop' });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('power', () => {
  it('gives 100 from the Command Center plus 100 + 10 × (level − 1) per complete active generator', () => {
    const base = campaign().facilities;
    const state = campaign({
      facilities: [
        ...base,
        facility('generator', 0, 0, { level: 3 }),
        facility('generator', 0, 1, { constructionDaysRemaining: 1 }),
        facility('generator', 0, 2, { isActive: false }),
        facility('medbay', 1, 0, { constructionDaysRemaining: 2 }),
        facility('workshop', 1, 1, { isActive: false }),
      ],
    });
    // Under construction still draws (medbay 20); inactive draws nothing.
    expect(powerUsage(state)).toEqual({ used: 25, capacity: 220 });
  });
});

describe('upgrading', () => {
  it('costs 5000 × level funds and 50 × level supplies and raises the level by one', () => {
    const state = campaign({ resources: { funds: 20000, supplies: 200, intel: 0 } });
    const command = state.facilities[0];
    if (!command) throw new Error('no command');
    expect(upgradeCost(command)).toEqual({ funds: 5000, supplies: 50 });
    const once = must(state, { type: 'upgradeFacility', facilityId: command.id });
    expect(once.facilities[0]?.level).toBe(2);
    expect(once.resources).toEqual({ funds: 15000, supplies: 150, intel: 0 });
    const twice = must(once, { type: 'upgradeFacility', facilityId: command.id });
    expect(twice.resources).toEqual({ funds: 5000, supplies: 50, intel: 0 });
    const generator = campaign({
      resources: { funds: 9999, supplies: 200, intel: 0 },
      facilities: [facility('generator', 0, 0, { level: 2 })],
    });
    expect(refused(generator, { type: 'upgradeFacility', facilityId: 'facility-generator-0-0' })).toEqual({
      code: 'insufficient_upgrade_resources',
      message: 'Insufficient resources to upgrade!',
    });
  });

  it('says before the click why UPGRADE would be refused, as the action would, and what is missing', () => {
    const building = facility('medbay', 0, 0, { constructionDaysRemaining: 2 });
    const top = facility('trade_depot', 0, 1, { level: 2 });
    const poor = campaign({
      resources: { funds: 3000, supplies: 60, intel: 0 },
      facilities: [facility('command', 2, 2)],
    });
    const command = poor.facilities[0];
    if (!command) throw new Error('no command');
    expect(said(upgradeRefusal(poor, building) ?? fail())).toBe('This facility is still under construction!');
    expect(said(upgradeRefusal(poor, top) ?? fail())).toBe('This facility is already at maximum level!');
    expect(upgradeRefusal(poor, command)).toEqual(refusalOf(poor, { type: 'upgradeFacility', facilityId: command.id }));
    expect(shortfall(poor.resources, upgradeCost(command))).toEqual({ funds: 2000 });
    expect(upgradeRefusal(campaign(), campaign().facilities[0] as typeof command)).toBeNull();
  });

  it('stops each type at its own top level: 3 for most, 2 for the Trade Depot, 5 for generators', () => {
    expect(Object.fromEntries(FACILITIES.map((f) => [f.type, maxLevelFor(f.type)]))).toEqual({
      command: 3,
      barracks: 3,
      generator: 5,
      medbay: 3,
      research: 3,
      workshop: 3,
      intelligence_center: 3,
      trade_depot: 2,
    });
    const rich = { funds: 1e6, supplies: 1e4, intel: 0 };
    const depot = campaign({ resources: rich, facilities: [facility('trade_depot', 0, 0)] });
    const raised = must(depot, { type: 'upgradeFacility', facilityId: 'facility-trade_depot-0-0' });
    expect(refused(raised, { type: 'upgradeFacility', facilityId: 'facility-trade_depot-0-0' }).message).toBe(
      'This facility is already at maximum level!',
    );
    const commandAtTop = campaign({ resources: rich, facilities: [facility('command', 2, 2, { level: 3 })] });
    expect(refused(commandAtTop, { type: 'upgradeFacility', facilityId: 'facility-command-2-2' }).message).toBe(
      'This facility is already at maximum level!',
    );
  });

  it('refuses facilities under construction and past level 5', () => {
    const rich = { funds: 1e6, supplies: 1e4, intel: 0 };
    const building = campaign({
      resources: rich,
      facilities: [facility('medbay', 0, 0, { constructionDaysRemaining: 2 })],
    });
    expect(refused(building, { type: 'upgradeFacility', facilityId: 'facility-medbay-0-0' }).message).toBe(
      'This facility is still under construction!',
    );
    const top = campaign({ resources: rich, facilities: [facility('generator', 0, 0, { level: 5 })] });
    expect(refused(top, { type: 'upgradeFacility', facilityId: 'facility-generator-0-0' }).message).toBe(
      'This facility is already at maximum level!',
    );
  });
});

describe('switching facilities', () => {
  it('turns a facility off and on, keeps the Command Center on and protects needed generators', () => {
    const base = campaign().facilities;
    const state = campaign({
      facilities: [
        ...base,
        facility('generator', 0, 0),
        facility('research', 0, 1),
        facility('research', 0, 2),
        facility('research', 0, 3),
        facility('research', 0, 4),
      ],
    });
    expect(powerUsage(state)).toEqual({ used: 105, capacity: 200 });
    expect(refused(state, { type: 'toggleFacility', facilityId: 'facility-generator-0-0' }).message).toBe(
      'Cannot shut down: other facilities need this power!',
    );
    expect(refused(state, { type: 'toggleFacility', facilityId: base[0]?.id ?? '' }).message).toBe(
      'The Command Center cannot be shut down!',
    );
    const off = must(state, { type: 'toggleFacility', facilityId: 'facility-research-0-1' });
    expect(off.facilities.find((f) => f.id === 'facility-research-0-1')?.isActive).toBe(false);
    expect(powerUsage(off).used).toBe(80);
    const on = must(off, { type: 'toggleFacility', facilityId: 'facility-research-0-1' });
    expect(powerUsage(on).used).toBe(105);
  });

  it('refuses switching a consumer on without free power', () => {
    const base = campaign().facilities;
    const state = campaign({
      facilities: [
        ...base,
        facility('research', 0, 1),
        facility('research', 0, 2),
        facility('research', 0, 3),
        facility('research', 0, 4, { isActive: false }),
      ],
    });
    expect(refused(state, { type: 'toggleFacility', facilityId: 'facility-research-0-4' })).toEqual({
      code: 'insufficient_power',
      message: 'Insufficient power! Build a Power Generator to increase capacity.',
    });
  });
});
