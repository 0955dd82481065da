// The resource framework: describe an entity once, render its list and edit pages.
export { defineResource } from './types.ts';
export type {
  BulkActionProps,
  ColumnDescription,
  Connection,
  FieldDescription,
  FilterDescription,
  FormSection,
  OptionSource,
  RecordSection,
  RecordSectionProps,
  ResourceDescription,
  ResourceDocuments,
  ResourceRow,
} from './types.ts';
export { ListPage, toggledSort } from './ListPage.tsx';
export { ListFilterControls } from './ListFilters.tsx';
// EditPage is not re-exported here: the list pages import this index, and the edit form loads on its own
// (screens.tsx). Import it from './EditPage.tsx'.
export { listVariables, readListState, useListQueryState } from './listState.ts';
export { listPageVariables } from './prefetch.ts';
export { columnsStorageKey } from './columnPreferences.ts';
export { resourceMessages } from './messages.ts';
export { resourceScreens } from './screens.tsx';
export type { PrefetchingPage, PreloadingPage } from './screens.tsx';
export type { ListPrefetch } from './prefetch.ts';
export { ReferenceCombobox, useReferenceChoice, type ReferenceChoice } from './references.tsx';
