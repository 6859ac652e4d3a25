import { type AbilityFigures, abilityFigures, createBattle } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { battleWords } from '../battle-words';
import { abilityFigureText } from './ability-figure-text';

/** A Heavy and a Sniper at 1,000 xp: every one of their abilities unlocked. */
const battle = createBattle(
  {
    mission: { templateId: null, difficulty: 'medium', type: 'combat', rewards: { funds: 0, intel: 0, xp: 0 } },
    squad: (['heavy', 'sniper'] as const).map((classId, i) => ({
      id: `soldier-${i + 1}`,
      name: classId,
      rank: 'Sergeant',
      classId,
      experience: 1000,
      health: 100,
      maxHealth: 100,
      loadout: { weapon: 'assault_rifle', armor: 'standard_vest', utility: 'medkit' },
    })),
  },
  1,
);
const figures = (unitId: string, abilityId: string) => abilityFigures(battle, unitId, abilityId) as AbilityFigures;

describe('ability figures in words (issue 24: the changed abilities)', () => {
  it('says Suppression never misses and pins the hostile in place, in every universe', () => {
    for (const theme of ['vanilla', 'devastators', 'majestic', 'archbound'] as const) {
      const words = battleWords(theme);
      const text = abilityFigureText(figures('soldier-1', 'suppression'), words);
      expect(text).toContain(words.figures.sureHit);
      expect(text).toContain(words.figures.rooted);
    }
  });

  it('gives Deadeye its aim bonus and no promise of a sure hit; Suppressing Fire rolls and does not pin', () => {
    const words = battleWords('vanilla');
    const deadeye = abilityFigureText(figures('soldier-2', 'deadeye'), words);
    expect(deadeye).toContain(`+${figures('soldier-2', 'deadeye').aimBonus} to hit it`);
    expect(deadeye).not.toContain('never misses');
    const burst = abilityFigureText(figures('soldier-1', 'suppress_fire'), words);
    expect(burst).not.toContain('never misses');
    expect(burst).not.toContain('cannot move');
  });

  it('says how long an effect lasts in the turns it covers, not "2 turns" (issue 35)', () => {
    const words = battleWords('vanilla');
    const smoke: AbilityFigures = {
      abilityId: 'smoke_bomb',
      targeting: 'none',
      apCost: 1,
      cooldown: 2,
      cooldownLeft: 0,
      usesLeft: 2,
      endsTurn: false,
      radius: 3,
      duration: 2,
      enemyTurns: 1,
      ownTurns: 0,
      defenseBonus: 40,
    };
    expect(abilityFigureText(smoke, words)).toEqual([
      '−40 to hit',
      'radius 3',
      'until the enemy turn ends',
      'cooldown 2',
    ]);
    expect(abilityFigureText({ ...smoke, duration: 3, enemyTurns: 1, ownTurns: 1 }, words)).toContain(
      'through the enemy turn and your next',
    );
  });
});
