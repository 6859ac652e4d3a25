/**
 * The battle, after-action and replay screens' words: the campaign's theme config holds them
 * (engine src/words/common-battle-words.ts and each universe's battle-words.ts); these read
 * them by theme id for the screens that only know the id.
 */
import type { ThemeId } from '@holdfast/engine';
import { type AfterActionWords, type BattleWords, type ReplayWords, THEMES } from '@holdfast/engine/themes';

export type { AfterActionWords, BattleLogTemplates, BattleWords, ReplayWords } from '@holdfast/engine/themes';

export function battleWords(theme: ThemeId): BattleWords {
  return THEMES[theme].battle;
}

export function afterActionWords(theme: ThemeId): AfterActionWords {
  return THEMES[theme].afterAction;
}

export function replayWords(theme: ThemeId): ReplayWords {
  return THEMES[theme].replay;
}
