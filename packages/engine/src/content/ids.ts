/**
 * The content ids and the small data types every layer shares (issue 25 item 4: content is the
 * bottom layer). The rules (`campaign/`, `battle/`) and the universes' words (`words/`)
 * import them from here; `campaign/types.ts` and `battle/types.ts` re-export them so older import
 * paths keep working. This file imports nothing.
 */

/** The universes a campaign can be played in (each one's words live in words/<id>/). */
export const THEME_IDS = ['vanilla', 'devastators', 'majestic', 'archbound'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const FACILITY_TYPES = [
  'command',
  'barracks',
  'generator',
  'medbay',
  'research',
  'workshop',
  'intelligence_center',
  'trade_depot',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

export const CLASS_IDS = ['sniper', 'ranger', 'support', 'heavy'] as const;
export type ClassId = (typeof CLASS_IDS)[number];

export const SOLDIER_STATUSES = ['Ready', 'Wounded', 'Training', 'On Mission', 'KIA'] as const;
export type SoldierStatus = (typeof SOLDIER_STATUSES)[number];

export const EVENT_TYPES = ['story', 'combat', 'resource', 'squad'] as const;
export type CampaignEventType = (typeof EVENT_TYPES)[number];

/**
 * What a campaign's record says about how it got where it is (GAME_RULES "Marks"): `edited`, game
 * fields written through the raw record routes rather than earned through the rules;
 * `browser`, played in a browser (a guest campaign) and brought into an account; `carriedOver`,
 * carried over from an earlier release by its snapshot, its days before not re-verified (issue 31).
 */
export const CAMPAIGN_MARKS = ['edited', 'browser', 'carriedOver'] as const;
export type CampaignMark = (typeof CAMPAIGN_MARKS)[number];

/** Spec §3: battle mission difficulty; sets the enemy count and their HP. */
export const BATTLE_DIFFICULTIES = ['easy', 'medium', 'hard', 'other'] as const;
export type BattleDifficultyLevel = (typeof BATTLE_DIFFICULTIES)[number];

export const COVERS = ['none', 'half', 'full'] as const;
export type Cover = (typeof COVERS)[number];

export interface Resources {
  funds: number;
  supplies: number;
  intel: number;
}
