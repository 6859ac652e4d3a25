/** Ranks by experience threshold (spec: base-and-accounts §4, §9). */
export const RANKS = [
  { name: 'Private', xp: 0 },
  { name: 'Private First Class', xp: 25 },
  { name: 'Corporal', xp: 60 },
  { name: 'Sergeant', xp: 125 },
  { name: 'Staff Sergeant', xp: 200 },
  { name: 'Sergeant First Class', xp: 300 },
  { name: 'Master Sergeant', xp: 450 },
  { name: 'First Sergeant', xp: 625 },
  { name: 'Sergeant Major', xp: 875 },
  { name: 'Command Sergeant Major', xp: 1250 },
] as const;

export type RankName = (typeof RANKS)[number]['name'];

/** The highest rank whose threshold the experience has reached. */
export function rankForExperience(experience: number): RankName {
  let rank: RankName = RANKS[0].name;
  for (const r of RANKS) if (experience >= r.xp) rank = r.name;
  return rank;
}

/** 1-based rank level (Private = 1), used by healing and casualty rules. */
export function rankLevel(experience: number): number {
  let level = 0;
  for (const r of RANKS) if (experience >= r.xp) level += 1;
  return level;
}
