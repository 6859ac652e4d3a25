import { battleSetupFor, createBattle, EMPTY_LOADOUT, type GameState, UNCLASSED_STATS } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { readBattleNavigation, sampleBattleSetup, soldiersWithoutClass } from './battle-navigation';
import fixture from './fixtures/guest-release-5.json';

describe('the practice battle (no navigation state)', () => {
  const setup = sampleBattleSetup(['A', 'B', 'C']);

  it('fields the spec’s squad: a sergeant ranger, a corporal sniper, a private support, 100 health, empty loadout', () => {
    expect(setup.input.squad.map((s) => [s.rank, s.classId, s.health, s.loadout])).toEqual([
      ['Sergeant', 'ranger', 100, EMPTY_LOADOUT],
      ['Corporal', 'sniper', 100, EMPTY_LOADOUT],
      ['Private', 'support', 100, EMPTY_LOADOUT],
    ]);
  });

  it('gives no utility ability and fights with the base rifle and vest', () => {
    const battle = createBattle(setup.input, setup.seed);
    const ranger = battle.units.find((u) => u.id === 'sample-1');
    // A carried medkit would add Medkit; a ranger's class never does.
    expect(ranger?.abilities.map((a) => a.id)).not.toContain('medkit');
    expect(ranger).toMatchObject({ accuracy: 75, maxDamage: 2, armorDefense: 20 });
  });
});

describe('a soldier without a class id', () => {
  it('is named for the console warning, and fights with the unclassed base stats', () => {
    const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
    const [first, ...rest] = setup.input.squad;
    if (!first) throw new Error('no squad');
    const unclassed = { ...setup, input: { ...setup.input, squad: [{ ...first, classId: null }, ...rest] } };
    expect(soldiersWithoutClass(unclassed)).toEqual(['Ana']);
    expect(soldiersWithoutClass(setup)).toEqual([]);
    const unit = createBattle(unclassed.input, unclassed.seed).units.find((u) => u.id === first.id);
    expect(unit).toMatchObject({ hp: 5, maxHp: 5, ap: 2, aim: UNCLASSED_STATS.aim, abilities: [] });
  });
});

describe("a guest's battle kept in the page's history by an older release", () => {
  // The release-5 guest's campaign as it stood after deploying, with Basic Armor done before the
  // squad left: the rules of this release give every soldier +1 battle HP for it, a bonus the setup
  // the page kept (made by release 5) does not carry.
  const campaign = fixture.record.snapshot as unknown as GameState;
  const { missionId, battleSetup, theme, actions } = fixture.battleNavigation;
  const armoured: GameState = {
    ...campaign,
    research: [
      ...campaign.research.filter((r) => r.projectId !== 'basic_armor'),
      { projectId: 'basic_armor', progress: 100, completed: true, completedOnDay: 1 } as GameState['research'][number],
    ],
  };
  const read = (guestCampaign: GameState) =>
    readBattleNavigation({
      mission: { id: 'raid' },
      squad: [],
      campaignId: null,
      theme,
      missionId,
      battleSetup,
      actions,
      guestCampaign,
    });

  it('takes the setup the campaign rules build now, so the battle it finishes is the one the campaign accepts', () => {
    const rebuilt = battleSetupFor(armoured, missionId);
    expect(rebuilt?.input.squad.every((member) => member.bonus?.hp === 1)).toBe(true);
    expect(read(armoured)?.battleSetup).toEqual(rebuilt);
    expect(read(armoured)?.battleSetup).not.toEqual(battleSetup);
  });

  it('keeps the setup it holds when the rules build the same battle', () => {
    expect(read(campaign)?.battleSetup).toEqual(battleSetup);
  });
});
