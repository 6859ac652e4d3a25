import { describe, expect, it } from 'vitest';
import { CLASSES } from '../content/classes';
import { THEME_IDS } from '../content/ids';
import { DAILY_WORDS } from './daily-words';
import { THEMES } from './index';

describe('the daily battle’s words', () => {
  it('name each objective and class as the universe’s own battle and squad words do', () => {
    for (const id of THEME_IDS) {
      expect(DAILY_WORDS[id].objectives).toEqual(THEMES[id].battle.objective.names);
      expect(DAILY_WORDS[id].classNames).toEqual(THEMES[id].squadScreen.classNames);
    }
    expect(Object.keys(DAILY_WORDS.vanilla.classNames)).toEqual(CLASSES.map((c) => c.id));
  });
});
