// Recognising database errors handlers answer with a client status instead of a 500.

/** Whether an error is PostgreSQL's unique violation (directly, or as the cause of a Drizzle error). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown): unknown => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
}
