/**
 * Fills `{{name}}` placeholders from `variables`. A placeholder without a value stays as written, so a
 * template with a typo shows in the outbox instead of silently sending a blank.
 */
export function renderTemplate(text: string, variables: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (whole, name: string) => {
    // Own keys only: `{{constructor}}` must stay as written, not become Object's constructor.
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}
