interface PgErrorFields {
  code?: unknown
  constraint?: unknown
  cause?: unknown
}

/** The PostgreSQL error under a driver or Drizzle error (Drizzle wraps the driver's error as its cause). */
export function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    const { code, constraint, cause } = current as PgErrorFields
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined }
    current = cause
  }
  return undefined
}

/** A unique index refused the write; with `constraint`, only that index (by name) counts. */
export function isUniqueViolation(error: unknown, constraint?: RegExp): boolean {
  const found = pgError(error)
  if (found?.code !== '23505') return false
  return !constraint || (found.constraint !== undefined && constraint.test(found.constraint))
}
