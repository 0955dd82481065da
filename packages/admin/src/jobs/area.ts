// The Miscellaneous menu group: data jobs and scripts (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../shell/manifest.ts';

export const jobsMessages = defineMessages({
  miscellaneous: { id: 'menu.miscellaneous', defaultMessage: 'Miscellaneous' },
  exportImport: { id: 'menu.exportImport', defaultMessage: 'Export / import' },
  jobs: { id: 'menu.jobs', defaultMessage: 'Jobs' },
  scripts: { id: 'menu.scripts', defaultMessage: 'Scripts' },
});
const t = jobsMessages;

export const jobsArea = defineArea({
  key: 'group-miscellaneous',
  title: t.miscellaneous,
  folder: 'jobs',
  menu: [
    page('exportImport', {
      path: '/miscellaneous/export-import',
      resource: 'export-import',
      title: t.exportImport,
      icon: 'ArrowLeftRight',
      list: 'ExportImportPage#default',
    }),
    page('jobs', {
      path: '/miscellaneous/jobs',
      resource: 'jobs',
      title: t.jobs,
      icon: 'ListChecks',
      list: 'JobsPage#default',
    }),
    page('scripts', {
      path: '/miscellaneous/scripts',
      resource: 'scripts',
      title: t.scripts,
      icon: 'SquareTerminal',
      list: 'ScriptsPage#default',
    }),
  ],
});
