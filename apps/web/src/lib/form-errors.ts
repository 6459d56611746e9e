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
