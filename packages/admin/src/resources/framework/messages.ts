import { defineMessages, type MessageDescriptor } from 'react-intl';

// The spec's toasts and the shared words of every list and edit page.
const messages = defineMessages({
  added: { id: 'resource.toast.added', defaultMessage: 'Added information successfully' },
  updated: { id: 'resource.toast.updated', defaultMessage: 'Updated information successfully' },
  deleted: { id: 'resource.toast.deleted', defaultMessage: 'Deleted successfully' },
  somethingWrong: { id: 'resource.error.700', defaultMessage: 'Something went wrong!' },
  stateHasCities: { id: 'resource.error.701', defaultMessage: 'There are cities attached to this state' },
  forbidden: { id: 'resource.error.forbidden', defaultMessage: 'You do not have access to this' },
  notFound: { id: 'resource.error.notFound', defaultMessage: 'Not found' },
  add: { id: 'resource.list.add', defaultMessage: 'Add {singular}' },
  export: { id: 'resource.list.export', defaultMessage: 'Export CSV' },
  exporting: { id: 'resource.list.exporting', defaultMessage: 'Exporting… {size}' },
  exportNeedsFilter: {
    id: 'resource.list.exportNeedsFilter',
    defaultMessage: 'Only filtered results can be exported due to huge data',
  },
  clearFilters: { id: 'resource.list.clearFilters', defaultMessage: 'Clear filters' },
  any: { id: 'resource.list.any', defaultMessage: 'Any' },
  yes: { id: 'resource.list.yes', defaultMessage: 'Yes' },
  no: { id: 'resource.list.no', defaultMessage: 'No' },
  deleteSelected: { id: 'resource.list.deleteSelected', defaultMessage: 'Delete selected' },
  deleteTitle: {
    id: 'resource.list.deleteTitle',
    defaultMessage: 'Delete {count, plural, one {# row} other {# rows}}?',
  },
  deleteText: {
    id: 'resource.list.deleteText',
    defaultMessage: 'This cannot be undone.',
  },
  deleteConfirm: { id: 'resource.list.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'resource.common.cancel', defaultMessage: 'Cancel' },
  emptyTitle: { id: 'resource.list.emptyTitle', defaultMessage: 'Nothing here yet' },
  emptyFiltered: { id: 'resource.list.emptyFiltered', defaultMessage: 'No rows match these filters' },
  loadError: { id: 'resource.list.loadError', defaultMessage: 'The list could not be loaded' },
  retry: { id: 'resource.list.retry', defaultMessage: 'Retry' },
  columns: { id: 'resource.list.columns', defaultMessage: 'Columns' },
  save: { id: 'resource.edit.save', defaultMessage: 'Save' },
  delete: { id: 'resource.edit.delete', defaultMessage: 'Delete' },
  deleteOneTitle: { id: 'resource.edit.deleteTitle', defaultMessage: 'Delete this {singular}?' },
  details: { id: 'resource.edit.details', defaultMessage: 'Details' },
  history: { id: 'resource.edit.history', defaultMessage: 'History' },
  historyEmpty: { id: 'resource.edit.historyEmpty', defaultMessage: 'No changes recorded yet' },
  historyChange: { id: 'resource.edit.historyChange', defaultMessage: '{field}: {from} → {to}' },
  historyAction: {
    id: 'resource.edit.historyAction',
    defaultMessage: '{action, select, create {Created} update {Updated} delete {Deleted} other {{action}}}',
  },
  system: { id: 'resource.edit.system', defaultMessage: 'System' },
  loadRecordError: { id: 'resource.edit.loadError', defaultMessage: 'This record could not be loaded' },
  leaveTitle: { id: 'resource.edit.leaveTitle', defaultMessage: 'Leave without saving?' },
  leaveText: { id: 'resource.edit.leaveText', defaultMessage: 'Your changes on this page will be lost.' },
  leaveConfirm: { id: 'resource.edit.leaveConfirm', defaultMessage: 'Leave' },
  stay: { id: 'resource.edit.stay', defaultMessage: 'Stay' },
  conflictTitle: {
    id: 'resource.edit.conflictTitle',
    defaultMessage: 'Someone else changed this record',
  },
  conflictText: {
    id: 'resource.edit.conflictText',
    defaultMessage:
      'It was saved by someone else after you opened it. Reload to see their version, or overwrite it with yours.',
  },
  conflictField: { id: 'resource.edit.conflictField', defaultMessage: 'Field' },
  conflictTheirs: { id: 'resource.edit.conflictTheirs', defaultMessage: 'Now saved' },
  conflictYours: { id: 'resource.edit.conflictYours', defaultMessage: 'Yours' },
  conflictNoFieldChanged: {
    id: 'resource.edit.conflictNoFieldChanged',
    defaultMessage: 'None of the fields on this form changed.',
  },
  conflictDeleted: {
    id: 'resource.edit.conflictDeleted',
    defaultMessage: 'This record was deleted by someone else.',
  },
  reload: { id: 'resource.edit.reload', defaultMessage: 'Reload their version' },
  overwrite: { id: 'resource.edit.overwrite', defaultMessage: 'Overwrite with mine' },
  empty: { id: 'resource.common.empty', defaultMessage: '(empty)' },
  datePlaceholder: { id: 'resource.date.placeholder', defaultMessage: 'Select date' },
  dateClear: { id: 'resource.date.clear', defaultMessage: 'Clear date' },
  dateChoose: { id: 'resource.date.choose', defaultMessage: 'Choose date' },
});

// Plain descriptors, so messages with values ({singular}, {count}…) take them in formatMessage.
export const resourceMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
