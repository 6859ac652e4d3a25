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
