// Every resource description, for tests and stories that cover all screens at once. The app itself never
// imports this file: it loads each screen lazily through shell/navigation.tsx.
import type { ResourceDescription, ResourceRow } from './framework/index.ts';
import { filters } from './catalog/filters.tsx';
import { help } from './catalog/help.tsx';
import { cities } from './configuration/cities.tsx';
import { currencies } from './configuration/currencies.tsx';
import { languages } from './configuration/languages.tsx';
import { states } from './configuration/states.tsx';

export const ALL_RESOURCES: readonly ResourceDescription<ResourceRow>[] = [
  // Catalog and stores
  filters,
  help,
  // Configuration
  cities,
  currencies,
  languages,
  states,
] as unknown as readonly ResourceDescription<ResourceRow>[];
