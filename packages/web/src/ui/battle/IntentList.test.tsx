import { createBattle } from '@holdfast/engine';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { battleWords } from '../battle-words';
import { intentSentence } from './IntentList';

const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);
const battle = createBattle(setup.input, setup.seed);
const base = { enemyId: 'enemy-1', shot: null, overwatch: false, landing: null, blast: null, rollDecides: false };

describe('intent sentences (issue 24)', () => {
  it('words overwatch, a blast to mark and a marked blast landing first, in each universe', () => {
    for (const theme of ['vanilla', 'devastators'] as const) {
      const words = battleWords(theme);
      const enemy = words.log.enemy.replace('{n}', '1');
      expect(intentSentence(battle, { ...base, path: [{ x: 8, y: 4 }], overwatch: true }, words)).toBe(
        words.intentOverwatch.replace('{unit}', enemy).replace('{x}', '8').replace('{y}', '4'),
      );
      const blast = { centre: { x: 2, y: 10 }, tiles: [{ x: 2, y: 10 }] };
      const marking = intentSentence(battle, { ...base, path: [{ x: 8, y: 4 }], blast }, words);
      expect(marking).toBe(words.intentBlast.replace('{unit}', enemy).replace('{x}', '2').replace('{y}', '10'));
      const landing = intentSentence(battle, { ...base, path: [{ x: 8, y: 4 }], landing: blast }, words);
      expect(
        landing.startsWith(words.intentLanding.replace('{unit}', enemy).replace('{x}', '2').replace('{y}', '10')),
      ).toBe(true);
    }
  });
});
