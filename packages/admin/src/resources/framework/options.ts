import type { OptionSource } from './types.ts';

/** The select options of a server-loaded source. */
export function optionsOf(
  nodes: readonly ({ id: string } & Record<string, unknown>)[] | undefined,
  source: OptionSource,
): { value: string; label: string }[] {
  return (nodes ?? []).map((node) => ({
    value: String(node[source.valueField ?? 'id'] ?? node.id),
    label: String(node[source.labelField] ?? node.id),
  }));
}
