/**
 * Turns a contracts schema's verdict into Mantine form errors, so the browser checks a form
 * with the very rules (and words) the server uses. Structural type: no direct zod import here.
 */
interface SafeParser {
  safeParse(values: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function schemaErrors(schema: SafeParser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * 'Please fill in all fields.' is said once, above the form (see `missingFieldsMessage`); the
 * empty fields are only outlined (a `true` error), never captioned with the same sentence each.
 */
export function outlineMissing(errors: Record<string, string | boolean>, missing: string): Record<string, string | boolean> {
  const outlined: Record<string, string | boolean> = {};
  for (const [field, message] of Object.entries(errors)) outlined[field] = message === missing ? true : message;
  return outlined;
}

/** The form-level message for a failed check: `missing` when any field was only outlined. */
export const missingFieldsMessage = (errors: Record<string, unknown>, missing: string) => (Object.values(errors).includes(true) ? missing : null);
