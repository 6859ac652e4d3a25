/** Nickname length after trimming (spec §5). */
export const NICKNAME_MAX_LENGTH = 20;

/** Experience a soldier needs before choosing a class (DESIGN §3: from Sergeant up). */
export const SPECIALIZE_MIN_XP = 125;

/** Lines of service record kept per soldier (the profile shows the last 5; decided: keep 10). */
export const SOLDIER_HISTORY_LIMIT = 10;

/** Health every soldier starts with before class, research and skills. */
export const BASE_MAX_HEALTH = 100;

/** Combat rating points per rank above Private (decided). */
export const COMBAT_PER_RANK = 2;

/**
 * Share of a class's (aim + defense) / 2 above the recruit's 50 that counts in the combat rating
 * (decided). Half: specialising is a real step (+6 to +10) but not worth a whole career of
 * experience and research, which keeps late squads below the 95% auto-resolve cap on hard missions.
 */
export const CLASS_COMBAT_SHARE = 0.5;
