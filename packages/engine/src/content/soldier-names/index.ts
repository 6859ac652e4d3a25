/**
 * Each universe's names for generated soldiers (the starting squad and every recruit). The rules
 * draw from these lists (campaign/new-campaign.ts `generateSoldierName`), so they are content, not
 * words: the rules never import the words layer (docs/ARCHITECTURE.md "Layers").
 */
import type { ThemeId } from '../ids';
import { FIRST_NAMES, LAST_NAMES } from '../names';
import { ARCHBOUND_SOLDIER_NAMES } from './archbound';
import { DEVASTATORS_SOLDIER_NAMES } from './devastators';
import { MAJESTIC_SOLDIER_NAMES } from './majestic';

/** First and last names a generated soldier draws from. */
export interface SoldierNameList {
  first: readonly string[];
  last: readonly string[];
}

export const SOLDIER_NAMES: Readonly<Record<ThemeId, SoldierNameList>> = {
  vanilla: { first: FIRST_NAMES, last: LAST_NAMES },
  devastators: DEVASTATORS_SOLDIER_NAMES,
  majestic: MAJESTIC_SOLDIER_NAMES,
  archbound: ARCHBOUND_SOLDIER_NAMES,
};

/** The universe's name lists; vanilla's for a universe not (yet) listed. */
export function soldierNamesFor(theme: ThemeId): SoldierNameList {
  return SOLDIER_NAMES[theme] ?? SOLDIER_NAMES.vanilla;
}
