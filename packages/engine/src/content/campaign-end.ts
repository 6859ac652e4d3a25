/** Chapter 1 runs days 1–30 (chapter 2's first beat is day 31). */
export const CHAPTER_ONE_LAST_DAY = 30;

/**
 * Chapter 1's failure state (spec: casualty rate above 40% ends operations). Measured when the
 * campaign enters day 31 as soldiers killed ÷ soldiers sent, over missions deployed on days 1–30
 * that have finished (decided).
 */
export const CHAPTER_ONE_MAX_CASUALTY_RATE = 0.4;
