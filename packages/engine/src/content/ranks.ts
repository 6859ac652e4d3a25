/**
 * Ranks by experience threshold (spec: base-and-accounts §4, §9) and the daily pay of each rank
 * (decided: XCOM-style salaries, the campaign's main running cost). Pay grows with rank so a
 * veteran squad costs real money: a full roster of seasoned soldiers is a choice, not a given.
 */
export const RANKS = [
  { name: 'Private', xp: 0, dailyPay: 50 },
  { name: 'Private First Class', xp: 25, dailyPay: 60 },
  { name: 'Corporal', xp: 60, dailyPay: 80 },
  { name: 'Sergeant', xp: 125, dailyPay: 110 },
  { name: 'Staff Sergeant', xp: 200, dailyPay: 150 },
  { name: 'Sergeant First Class', xp: 300, dailyPay: 200 },
  { name: 'Master Sergeant', xp: 450, dailyPay: 260 },
  { name: 'First Sergeant', xp: 625, dailyPay: 330 },
  { name: 'Sergeant Major', xp: 875, dailyPay: 410 },
  { name: 'Command Sergeant Major', xp: 1250, dailyPay: 500 },
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

/** Funds a living soldier of this experience is paid each day (decided). */
export function dailyPayFor(experience: number): number {
  return RANKS[rankLevel(experience) - 1]?.dailyPay ?? RANKS[0].dailyPay;
}
