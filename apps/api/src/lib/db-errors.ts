/** Recognises PostgreSQL errors through the wrappers of drizzle and the drivers. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A row still referred to by another (a foreign key with `on delete restrict`). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The constraint or unique index a violation names (from its fields, else its message). */
export function violatedConstraint(error: unknown, names: readonly string[]): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const fields = e as { constraint?: unknown; message?: unknown; detail?: unknown };
    if (typeof fields.constraint === 'string' && names.includes(fields.constraint)) {
      return fields.constraint;
    }
    const text = `${String(fields.message ?? '')} ${String(fields.detail ?? '')}`;
    const named = names.find((name) => text.includes(name));
    if (named) return named;
  }
  return undefined;
}
