// Recognising database errors that the rules answer with a client status instead of a 500.

/**
 * Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), on PostgreSQL or PGlite:
 * the error itself or any error of its `cause` chain (Drizzle wraps the driver's).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
