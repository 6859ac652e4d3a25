/** Small facts about one facility that several rules share. */
import type { Facility } from './types';

/** Spec: "Complete means construction_days_remaining is 0 and active". */
export function isFacilityComplete(facility: Facility): boolean {
  return facility.isActive && facility.constructionDaysRemaining === 0;
}
