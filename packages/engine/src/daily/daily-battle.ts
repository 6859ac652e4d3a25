/**
 * The daily battle (issue 36): from the day's secret seed and its UTC date, one battle's setup for
 * everyone — a mission template (its type, objective and map kit), a squad of four with classes,
 * ranks, skills and loadouts, and the weekday's difficulty — and the score of a finished battle,
 * as facts (numbers and ids; the screens word them). GAME_RULES "The daily battle".
 */
import { battleOutcome } from '../battle/outcome';
import type { BattleInput, BattleSquadMember, BattleState } from '../battle/types';
import { battleBonusFor } from '../campaign/modifiers';
import {
  DAILY_RANK_RANGE,
  DAILY_SCORE,
  DAILY_SKILLS_PER_SOLDIER,
  DAILY_SQUAD_SIZE,
  DAILY_WEEKDAY_DIFFICULTY,
} from '../content/daily';
import { ARMORS, UTILITIES, WEAPONS } from '../content/equipment';
import { CLASS_IDS, type ClassId } from '../content/ids';
import type { MapKitId } from '../content/map-kits';
import {
  type BattleDifficulty,
  MISSION_TEMPLATES,
  type MissionObjectiveSpec,
  type MissionTemplateId,
  missionBattle,
} from '../content/missions';
import { FIRST_NAMES, LAST_NAMES } from '../content/names';
import { RANKS } from '../content/ranks';
import { SKILLS, type SkillId } from '../content/skills';
import { Rng, type Seed } from '../rng';

/** A UTC day as yyyy-mm-dd. */
export type DailyDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a valid yyyy-mm-dd, or null for anything else (2026-02-30 included). */
export function dailyDayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const days = time / MS_PER_DAY;
  // Date.UTC rolls an impossible day over (Feb 30 → Mar 2): read it back to refuse it.
  const back = dailyDateOf(days);
  return back === date ? days : null;
}

/** The yyyy-mm-dd of a day number (days since 1970-01-01). */
export function dailyDateOf(dayNumber: number): DailyDate {
  // 1970-01-01 is day 0; the civil-from-days conversion (H. Hinnant), no Date object needed.
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function dailyWeekday(date: DailyDate): number {
  const days = dailyDayNumber(date);
  if (days === null) throw new RangeError(`Not a yyyy-mm-dd date: ${date}`);
  return (((days + 3) % 7) + 7) % 7;
}

/** A soldier of the day's squad: the battle's squad member plus the skills behind its bonus. */
export interface DailySoldier {
  id: string;
  name: string;
  rank: string;
  classId: ClassId;
  experience: number;
  skills: SkillId[];
  loadout: { weapon: string; armor: string; utility: string };
}

export interface DailyBattleSetup {
  date: DailyDate;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  difficulty: BattleDifficulty;
  /** The mission template fought: its type and name are worded by the universe's mission words. */
  templateId: MissionTemplateId;
  mapKit: MapKitId;
  objective: MissionObjectiveSpec;
  squad: DailySoldier[];
  /** What `createBattle(input, seed)` builds the day's battle from. */
  input: BattleInput;
}

/** [decided] Every mission but the four key missions (their story belongs to a campaign). */
const DAILY_TEMPLATES = MISSION_TEMPLATES.filter((t) => t.keyMission !== true);

function pickSkills(rng: Rng, classId: ClassId, experience: number): SkillId[] {
  const open = SKILLS.filter((s) => s.classId === classId && s.xpRequired <= experience).map((s) => s.id as SkillId);
  const chosen: SkillId[] = [];
  while (chosen.length < DAILY_SKILLS_PER_SOLDIER && open.length > 0) {
    const [taken] = open.splice(rng.int(0, open.length - 1), 1);
    if (taken) chosen.push(taken);
  }
  return chosen;
}

/**
 * The day's battle: the same seed and date always give the same setup. The seed is the server's
 * secret for the day; the same seed then builds the battle itself (`createBattle(setup.input, seed)`).
 */
export function dailyBattleSetup(seed: Seed, date: DailyDate): DailyBattleSetup {
  const weekday = dailyWeekday(date);
  const difficulty = DAILY_WEEKDAY_DIFFICULTY[weekday] ?? 'medium';
  const rng = Rng.fromSeed(seed);
  const template = rng.pick(DAILY_TEMPLATES);
  const { mapKit, objective } = missionBattle(template.id);
  const squad: DailySoldier[] = [];
  for (let i = 0; i < DAILY_SQUAD_SIZE; i += 1) {
    const classId = rng.pick(CLASS_IDS);
    const rank = RANKS[rng.int(DAILY_RANK_RANGE.lowest, DAILY_RANK_RANGE.highest)] ?? RANKS[0];
    squad.push({
      id: `soldier-${i + 1}`,
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      rank: rank.name,
      classId,
      experience: rank.xp,
      skills: pickSkills(rng, classId, rank.xp),
      loadout: { weapon: rng.pick(WEAPONS).id, armor: rng.pick(ARMORS).id, utility: rng.pick(UTILITIES).id },
    });
  }
  const members: BattleSquadMember[] = squad.map((s) => ({
    id: s.id,
    name: s.name,
    rank: s.rank,
    classId: s.classId,
    experience: s.experience,
    health: 100,
    maxHealth: 100,
    loadout: s.loadout,
    bonus: battleBonusFor([], { classId: s.classId, unlockedSkills: s.skills, loadout: s.loadout }),
  }));
  return {
    date,
    weekday,
    difficulty,
    templateId: template.id as MissionTemplateId,
    mapKit,
    objective,
    squad,
    input: {
      mission: { templateId: template.id, difficulty, type: 'combat', rewards: { funds: 0, intel: 0, xp: 0 } },
      squad: members,
    },
  };
}

/** A finished daily battle's score and the facts it is made of (GAME_RULES "The daily battle"). */
export interface DailyScore {
  total: number;
  victory: boolean;
  aborted: boolean;
  /** The mission's own objective won the battle (for a kill-all mission: every hostile down). */
  objectiveMet: boolean;
  survivors: number;
  hpKept: number;
  turns: number;
  /** The points each part gave; they add up to `total`. */
  points: { victory: number; objective: number; survivors: number; hp: number; turns: number };
}

/**
 * The score of a finished battle; null while it is fought. [decided] Soldiers alive and HP kept
 * count on a fought defeat too (a squad wiped out has none), but not after ABORT: a squad that
 * leaves the field scores nothing, so calling the battle off never beats fighting it.
 */
export function dailyScore(battle: BattleState): DailyScore | null {
  const outcome = battleOutcome(battle);
  if (!outcome) return null;
  const alive = outcome.soldiers.filter((s) => s.survived);
  const survivors = outcome.aborted ? 0 : alive.length;
  const hpKept = outcome.aborted ? 0 : alive.reduce((sum, s) => sum + s.finalHp, 0);
  const objectiveMet = outcome.victory && outcome.objectiveMet === outcome.objective;
  const points = {
    victory: outcome.victory ? DAILY_SCORE.victory : 0,
    objective: objectiveMet ? DAILY_SCORE.objective : 0,
    survivors: survivors * DAILY_SCORE.perSurvivor,
    hp: hpKept * DAILY_SCORE.perHpKept,
    turns: outcome.victory ? Math.max(0, DAILY_SCORE.turnsPar - outcome.turns) : 0,
  };
  return {
    total: points.victory + points.objective + points.survivors + points.hp + points.turns,
    victory: outcome.victory,
    aborted: outcome.aborted,
    objectiveMet,
    survivors,
    hpKept,
    turns: outcome.turns,
    points,
  };
}
