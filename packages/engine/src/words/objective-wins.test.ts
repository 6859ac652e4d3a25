/**
 * Issue 35 item 1 / issue 33 item 2: each objective's win in its own words, in every universe — the
 * result card (`successTexts`), the log's last line (`log.victories`), the report's line
 * (`log.objectives`) and the board's name (`objective.names`) — and the intents panel's line when
 * hostiles remain but none will act.
 */
import { describe, expect, it } from 'vitest';
import { OBJECTIVE_KINDS } from '../battle/types';
import { THEME_IDS } from '../content/ids';
import { THEMES } from './index';

const KILL_WORDS = /eliminat|banish|scrap|neutralis/i;

describe.each(THEME_IDS)('objective wins in %s', (id) => {
  const words = THEMES[id].battle;
  const tables = {
    successTexts: words.successTexts,
    victories: words.log.victories,
    objectives: words.log.objectives,
    names: words.objective.names,
  };

  it.each(Object.entries(tables))('%s words every objective kind, each differently', (_table, byKind) => {
    expect(Object.keys(byKind).sort()).toEqual([...OBJECTIVE_KINDS].sort());
    for (const kind of OBJECTIVE_KINDS) expect(byKind[kind].trim(), kind).not.toBe('');
    expect(new Set(Object.values(byKind)).size).toBe(OBJECTIVE_KINDS.length);
  });

  it('never says a hold or an extract win downed every hostile', () => {
    for (const kind of ['hold', 'extract'] as const) {
      expect(words.successTexts[kind], kind).not.toMatch(KILL_WORDS);
      expect(words.log.victories[kind], kind).not.toMatch(KILL_WORDS);
      expect(words.log.objectives[kind], kind).not.toMatch(KILL_WORDS);
    }
    // The kill-all win does say it.
    expect(words.successTexts.eliminate).toMatch(KILL_WORDS);
    expect(words.log.victories.eliminate).toMatch(KILL_WORDS);
  });

  it('counts the hostiles that remain when none will act', () => {
    expect(words.noIntentsRemain).toContain('{left}');
    expect(words.noIntentsRemain).not.toBe(words.noIntents);
  });
});

describe('each universe words its wins in its own voice', () => {
  it.each(THEME_IDS.filter((id) => id !== 'vanilla'))('%s differs from LAST STAND for every kind', (id) => {
    for (const kind of OBJECTIVE_KINDS) {
      expect(THEMES[id].battle.successTexts[kind], kind).not.toBe(THEMES.vanilla.battle.successTexts[kind]);
      expect(THEMES[id].battle.log.victories[kind], kind).not.toBe(THEMES.vanilla.battle.log.victories[kind]);
    }
    expect(THEMES[id].battle.noIntentsRemain).not.toBe(THEMES.vanilla.battle.noIntentsRemain);
  });

  it('LAST STAND says a hold win and an extract win plainly', () => {
    expect(THEMES.vanilla.battle.successTexts).toEqual({
      eliminate: 'All hostiles eliminated. Excellent work, Commander.',
      hold: 'The zone held to the last turn. Excellent work, Commander.',
      extract: 'The squad is out through the extraction point. Excellent work, Commander.',
    });
    expect(THEMES.vanilla.battle.log.victories).toEqual({
      eliminate: 'All hostiles eliminated',
      hold: 'The zone is held',
      extract: 'The squad is extracted',
    });
  });
});
