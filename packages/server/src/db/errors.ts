/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint an insert or update broke, or null for any other error.
 * Drizzle wraps driver errors (pg and PGlite alike) in `cause`, so walk a few levels down.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
