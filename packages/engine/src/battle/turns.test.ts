/** Turns (turns.ts): the handover to the enemy and back, AP and cooldowns. Numbers come from content (content/battle.ts, abilities, equipment). */
import { describe, expect, it } from 'vitest';
import { ABILITY_BY_ID } from '../content/abilities';
import { applyBattleAction } from './apply';
import { runEnemyTurn } from './enemy-ai';
import { must, said } from './play.fixture';
import { scenario } from './scenario.fixture';

describe('turns and game over', () => {
  it('end turn hands over, the enemy plays, and the turn counter and cooldowns move', () => {
    const battle = scenario({
      // A second soldier keeps the turn open after Deadeye spends the first one's two AP.
      soldiers: [
        { x: 2, y: 10, classId: 'sniper', experience: 75 },
        { x: 3, y: 10 },
      ],
      enemies: [{ x: 2, y: 4, hp: 9 }],
    });
    const used = must(
      battle,
      { type: 'select', unitId: 'soldier-1' },
      { type: 'ability', abilityId: 'deadeye', x: 2, y: 4 },
    );
    const cooldown = ABILITY_BY_ID.get('deadeye')?.cooldown ?? Number.NaN;
    expect(used.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(cooldown);
    const ended = must(used, { type: 'endTurn' });
    expect(ended).toMatchObject({ side: 'enemy', turn: 1, selectedUnitId: null });
    expect(ended.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(cooldown - 1);
    const { battle: back, log } = runEnemyTurn(ended);
    expect(back).toMatchObject({ side: 'player', turn: 2 });
    expect(back.units[0]?.abilities.find((a) => a.id === 'deadeye')?.currentCooldown).toBe(cooldown - 2);
    expect(log.at(-1)).toEqual({ kind: 'turnStarted', turn: 2, side: 'player' });
    const notYours = applyBattleAction(ended, { type: 'endTurn' });
    expect(notYours.ok ? '' : said(notYours.error)).toBe('Wait for your turn');
  });
});
