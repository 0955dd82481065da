/**
 * The selection as the table shows it: which rows of this page are checked, the "select all on this
 * page" box's state, and the changes a checkbox asks for (ids on other pages stay selected).
 */
export function pageSelection(
  pageIds: readonly string[],
  selectedIds: readonly string[] | undefined,
  onSelectionChange: ((ids: string[]) => void) | undefined,
) {
  const selection = selectedIds ?? [];
  const selectedSet = new Set(selection);
  const selectedOnPage = pageIds.filter((id) => selectedSet.has(id)).length;
  const pageChecked: boolean | 'indeterminate' =
    pageIds.length > 0 && selectedOnPage === pageIds.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  const setPageSelected = (checked: boolean) => {
    if (!onSelectionChange) return;
    const onPage = new Set(pageIds);
    onSelectionChange(
      checked
        ? [...selection, ...pageIds.filter((id) => !selectedSet.has(id))]
        : selection.filter((id) => !onPage.has(id)),
    );
  };
  const setRowSelected = (id: string, checked: boolean) => {
    if (!onSelectionChange) return;
    onSelectionChange(checked ? [...selection, id] : selection.filter((other) => other !== id));
  };
  return { selection, selectedSet, pageChecked, setPageSelected, setRowSelected };
}
