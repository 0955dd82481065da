// Every resource description, for tests and stories that cover all screens at once. The app itself never
// imports this file: it loads each screen lazily through shell/navigation.tsx.
import type { ResourceDescription, ResourceRow } from './framework/index.ts';
import { categories } from './catalog/categories.tsx';
import { filterGroups } from './catalog/filterGroups.tsx';
import { filters } from './catalog/filters.tsx';
import { help } from './catalog/help.tsx';
import { helpCategories } from './catalog/helpCategories.tsx';
import { products } from './catalog/products.tsx';
import { cities } from './configuration/cities.tsx';
import { currencies } from './configuration/currencies.tsx';
import { languages } from './configuration/languages.tsx';
import { states } from './configuration/states.tsx';
import { stores } from './stores/stores.tsx';
import { storeTypeCollections } from './stores/storeTypeCollections.tsx';
import { storeTypes } from './stores/storeTypes.tsx';

export const ALL_RESOURCES: readonly ResourceDescription<ResourceRow>[] = [
  // Catalog and stores
  categories,
  filterGroups,
  filters,
  help,
  helpCategories,
  products,
  stores,
  storeTypeCollections,
  storeTypes,
  // Configuration
  cities,
  currencies,
  languages,
  states,
] as unknown as readonly ResourceDescription<ResourceRow>[];
