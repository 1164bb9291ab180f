interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Whether an error (or what it wraps) is PostgreSQL's unique violation, on a given index if named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverError;
    if (candidate.code === '23505' && (!constraint || candidate.constraint === constraint))
      return true;
    current = candidate.cause;
  }
  return false;
}
