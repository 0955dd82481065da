import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageStories } from '../resources/framework/stories.tsx';
import {
  ALL_JOBS,
  cancelledJob,
  failedJob,
  forbiddenMock,
  jobDetailMock,
  jobsListErrorMock,
  jobsListLoadingMock,
  jobsListMock,
  queuedJob,
  quietJobUpdates,
  runningJob,
  succeededJob,
} from './jobs.samples.ts';
import JobsPage from './JobsPage.tsx';
import { JobsListDocument } from './operations.ts';

// The jobs page with mocked GraphQL in the Storybook locale; nothing happens live (the subscription waits).

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/Jobs',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

const list = pageStories({
  path: '/miscellaneous/jobs',
  url: '/miscellaneous/jobs',
  element: <JobsPage />,
  mocks: [quietJobUpdates],
});
const detail = (id: string) =>
  pageStories({
    path: '/miscellaneous/jobs',
    url: `/miscellaneous/jobs?job=${id}`,
    element: <JobsPage />,
    mocks: [quietJobUpdates, jobsListMock(ALL_JOBS)],
  });

const rowsShown = (count: number) =>
  (async ({ canvasElement }) => {
    await waitFor(() => {
      expect(canvasElement.querySelector('table[aria-busy]')).toBeNull();
      expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(count);
    }, WAIT);
  }) satisfies Parameters<typeof list>[1];

/** The drawer of one job, its content loaded (in the portal, outside the canvas). */
const drawerShows = (text: string) =>
  (async () => {
    await waitFor(() => {
      const dialog = within(document.body).getByRole('dialog');
      expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }, WAIT);
  }) satisfies Parameters<typeof list>[1];

/** Newest first: a running export with its bar, queued, succeeded, failed, cancelled and a system job. */
export const Filled = list([jobsListMock(ALL_JOBS, 6)], rowsShown(6));
export const Empty = list([jobsListMock([])], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('tbody h2')).not.toBeNull(), WAIT);
});
export const Loading = list([jobsListLoadingMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('table[aria-busy="true"]')).not.toBeNull(), WAIT);
});
export const Error = list([jobsListErrorMock], async ({ canvasElement }) => {
  await waitFor(
    () => expect(canvasElement.querySelector('tbody [role="alert"] button')).not.toBeNull(),
    WAIT,
  );
});
export const Forbidden = list([forbiddenMock(JobsListDocument)], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('table')).toBeNull(), WAIT);
  await waitFor(() => expect(canvasElement.querySelector('main h1')).not.toBeNull(), WAIT);
});

export const DetailQueued = detail(queuedJob.id)([jobDetailMock(queuedJob)], drawerShows('orders'));
/** Running with progress: 1,284 of 3,000, its log so far, Cancel offered. */
export const DetailRunning = detail(runningJob.id)(
  [jobDetailMock(runningJob)],
  drawerShows('Wrote 1,000 rows.'),
);
/** Succeeded: the result file to download until it expires. */
export const DetailSucceeded = detail(succeededJob.id)(
  [jobDetailMock(succeededJob)],
  drawerShows('orders-2026-11-22.csv'),
);
/** Failed after three attempts: the error, the log, Retry offered. */
export const DetailFailed = detail(failedJob.id)([jobDetailMock(failedJob)], drawerShows('does not balance'));
export const DetailCancelled = detail(cancelledJob.id)(
  [jobDetailMock(cancelledJob)],
  drawerShows('nothing was saved'),
);
