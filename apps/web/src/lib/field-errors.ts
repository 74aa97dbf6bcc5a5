/**
 * Messages under a form's inputs, one per field: from the shared schema's zod issues before a
 * call, or from the server's `details` after one. Shared by the sign-in and profile forms.
 */
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

/** The first message of each field of a 400 answer's `details`. */
export function detailErrors(details: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(
    Object.entries(details).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}
