/**
 * The force a fought mission meets (issue 23): the campaign's difficulty, the chapter, the threat
 * and the key missions missed, added up into plain numbers that travel with the battle's mission
 * (`BattleMissionInfo.force`). Built from public facts only, so the mission card can project the
 * same battle the deployment will fight.
 */
import { forcedEnemyCount } from '../battle/create';
import type { BattleForce } from '../battle/types';
import { BATTLE_RULES } from '../content/battle';
import { CHAPTER_BATTLE_FORCE, HOSTILE_AIM_PER_THREAT, MISSED_KEY_MISSION_FORCE } from '../content/battle-force';
import { DIFFICULTY_SETTINGS } from '../content/difficulty';
import { KEY_MISSION_DEADLINE_DAY } from '../content/key-deadlines';
import { keyMissionForChapter, type MissionTemplate } from '../content/missions';
import { type ChapterNumber, chapterForDay } from './story';
import type { Difficulty, GameState } from './types';

const CHAPTERS: readonly ChapterNumber[] = [1, 2, 3, 4];

/** Whether a chapter's key mission was won by its deadline (GAME_RULES §11). */
export function keyMissionWonByDeadline(state: Pick<GameState, 'missions'>, chapter: ChapterNumber): boolean {
  const key = keyMissionForChapter(chapter);
  const deadline = KEY_MISSION_DEADLINE_DAY[chapter];
  return state.missions.some(
    (m) => m.templateId === key?.id && m.success === true && (m.completedOnDay ?? Number.POSITIVE_INFINITY) <= deadline,
  );
}

/** Key missions whose deadline has passed (the day is after it) and that are not won yet. */
export function missedKeyMissions(state: Pick<GameState, 'day' | 'missions'>): ChapterNumber[] {
  return CHAPTERS.filter((c) => {
    const key = keyMissionForChapter(c);
    const won = state.missions.some((m) => m.templateId === key?.id && m.success === true);
    return state.day > KEY_MISSION_DEADLINE_DAY[c] && !won;
  });
}

/**
 * [decided, issue 34] How many times each key mission not won yet was lost in battle (fought and
 * failed), by chapter; chapters with none are left out.
 */
export function keyMissionLosses(state: Pick<GameState, 'missions'>): Partial<Record<ChapterNumber, number>> {
  const losses: Partial<Record<ChapterNumber, number>> = {};
  for (const c of CHAPTERS) {
    const key = keyMissionForChapter(c);
    const tried = state.missions.filter((m) => m.templateId === key?.id && m.status === 'Completed');
    const lost = tried.filter((m) => m.success === false).length;
    if (lost > 0 && !tried.some((m) => m.success === true)) losses[c] = lost;
  }
  return losses;
}

/**
 * [decided, issue 34] The key-mission setbacks the threat floor counts: for each key mission not won,
 * each time it was lost in battle, or once if it was missed and never lost.
 */
export function keyMissionSetbacks(state: Pick<GameState, 'day' | 'missions'>): number {
  const losses = keyMissionLosses(state);
  const missed = missedKeyMissions(state);
  return CHAPTERS.reduce((n, c) => n + Math.max(losses[c] ?? 0, missed.includes(c) ? 1 : 0), 0);
}

/** The parts of a battle's force, for the card (each a `BattleForce`), and their sum. */
export interface BattleForceParts {
  difficulty: BattleForce;
  chapter: BattleForce;
  threat: BattleForce;
  missed: BattleForce;
  total: BattleForce;
}

function sum(parts: readonly BattleForce[]): BattleForce {
  return parts.reduce(
    (t, p) => ({
      extraHostiles: t.extraHostiles + p.extraHostiles,
      hostileHp: t.hostileHp + p.hostileHp,
      hostileAim: t.hostileAim + p.hostileAim,
    }),
    { extraHostiles: 0, hostileHp: 0, hostileAim: 0 },
  );
}

/**
 * The numbers a force is summed from: content's (content/difficulty.ts, content/battle-force.ts); a
 * tool may sum another set to compare. A mission keeps the force it was deployed with (`force`).
 */
export interface BattleForceTables {
  difficulty: Readonly<Record<Difficulty, BattleForce>>;
  chapter: Readonly<Record<ChapterNumber, BattleForce>>;
  aimPerThreat: number;
  missed: BattleForce;
}

export const BATTLE_FORCE_TABLES: BattleForceTables = {
  difficulty: {
    easy: DIFFICULTY_SETTINGS.easy.battle,
    normal: DIFFICULTY_SETTINGS.normal.battle,
    hard: DIFFICULTY_SETTINGS.hard.battle,
  },
  chapter: CHAPTER_BATTLE_FORCE,
  aimPerThreat: HOSTILE_AIM_PER_THREAT,
  missed: MISSED_KEY_MISSION_FORCE,
};

export function battleForceParts(
  state: Pick<GameState, 'day' | 'difficulty' | 'threatLevel' | 'missions'>,
  tables: BattleForceTables = BATTLE_FORCE_TABLES,
): BattleForceParts {
  const difficulty = tables.difficulty[state.difficulty];
  const chapter = tables.chapter[chapterForDay(state.day)];
  const threat = { extraHostiles: 0, hostileHp: 0, hostileAim: tables.aimPerThreat * (state.threatLevel - 1) };
  const missed = sum(missedKeyMissions(state).map(() => tables.missed));
  return { difficulty, chapter, threat, missed, total: sum([difficulty, chapter, threat, missed]) };
}

/** The force a battle deployed today meets. */
export function battleForceFor(
  state: Pick<GameState, 'day' | 'difficulty' | 'threatLevel' | 'missions'>,
  tables: BattleForceTables = BATTLE_FORCE_TABLES,
): BattleForce {
  return battleForceParts(state, tables).total;
}

/**
 * Issue 35: how many hostiles a fought mission fields against a force — the template's count plus
 * the force's extra, as `createBattle` makes them — so the card says what the squad will meet
 * ("4 hostiles") instead of a change against a count it never shows ("0 hostiles").
 */
export function hostilesMet(template: Pick<MissionTemplate, 'difficulty'>, force: BattleForce): number {
  return forcedEnemyCount(BATTLE_RULES.enemyCount[template.difficulty], force);
}
