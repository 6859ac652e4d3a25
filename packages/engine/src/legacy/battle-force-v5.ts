/**
 * The numbers the campaign's battle force was summed from under rules version 5 (frozen: issue 23's
 * first force, before version 6 re-tuned the chapters and hard's hostiles). A record re-based from
 * version 5 gives each mission it deployed this force again, so the battle it fought there replays
 * by the frozen v5 battle rules against the hostiles it met (GAME_RULES §13).
 */
import type { BattleForceTables } from '../campaign/battle-force';
import {
  CHAPTER_BATTLE_FORCE,
  HOSTILE_AIM_PER_THREAT,
  MISSED_KEY_MISSION_FORCE,
} from './battle-v5/content/battle-force';

export const V5_BATTLE_FORCE_TABLES: BattleForceTables = {
  difficulty: {
    easy: { extraHostiles: 0, hostileHp: -1, hostileAim: -10 },
    normal: { extraHostiles: 0, hostileHp: 0, hostileAim: 0 },
    hard: { extraHostiles: 0, hostileHp: 0, hostileAim: 10 },
  },
  chapter: CHAPTER_BATTLE_FORCE,
  aimPerThreat: HOSTILE_AIM_PER_THREAT,
  missed: MISSED_KEY_MISSION_FORCE,
};
