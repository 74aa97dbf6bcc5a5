/** Turns zod issues into the first message per field, for messages under the inputs. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
