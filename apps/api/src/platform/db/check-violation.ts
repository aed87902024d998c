/** Whether a database error (or the Drizzle error wrapping it) broke a check constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: broken } = cause as Error & { code?: string; constraint?: string };
    if (code === '23514') return broken === constraint;
  }
  return false;
}
