/**
 * The one guard on every request's strings and depth (app.ts runs it before any schema; the
 * import's verification worker runs it on the body it parses itself).
 */
export const BAD_TEXT = 'Text must be valid Unicode without NUL characters';
export const TOO_DEEP = 'The request is nested too deeply';
/** No request the API takes nests deeper (a battle log entry is 4 levels); deeper is refused. */
export const MAX_NESTING = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a parsed body or query, or null: every string (keys too) must be text the
 * database can store — PostgreSQL's text and jsonb refuse U+0000 (a NUL in a username answered
 * 500), and a lone surrogate is not Unicode — and nothing may nest deeper than MAX_NESTING.
 */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? BAD_TEXT : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return TOO_DEEP;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  for (const item of items) {
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
