// Which card of the edit page each field goes in, from a description's `formSections`.
import type { FieldDescription, FormSection } from './types.ts';

export interface LaidOutSection {
  /** Null for the last card of the fields no section names (untitled). */
  section: FormSection | null;
  fields: FieldDescription[];
}

export interface FormLayout {
  /** The wide column, in the description's order, then the card of the unnamed fields. */
  main: LaidOutSection[];
  /** The side column (status, visibility); under the main one on narrow screens. */
  side: LaidOutSection[];
}

/**
 * The form's fields by section. Null when the form has no sections to show (none declared, or none of them
 * names a field of this form, e.g. a create form of other fields): the page shows one card, as before.
 * A field named by two sections goes in the first; sections left without fields are dropped.
 */
export function layoutFormSections(
  fields: readonly FieldDescription[],
  sections: readonly FormSection[] | undefined,
): FormLayout | null {
  if (!sections || sections.length === 0) return null;
  const byName = new Map(fields.map((f) => [f.name, f]));
  const placed = new Set<string>();
  const layout: FormLayout = { main: [], side: [] };
  for (const section of sections) {
    const own: FieldDescription[] = [];
    for (const name of section.fields) {
      const field = byName.get(name);
      if (!field || placed.has(name)) continue;
      placed.add(name);
      own.push(field);
    }
    if (own.length > 0) (section.side ? layout.side : layout.main).push({ section, fields: own });
  }
  if (placed.size === 0) return null;
  const rest = fields.filter((f) => !placed.has(f.name));
  if (rest.length > 0) layout.main.push({ section: null, fields: rest });
  return layout;
}
