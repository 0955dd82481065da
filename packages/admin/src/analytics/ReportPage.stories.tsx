import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageStories } from '../resources/framework/stories.tsx';
import {
  filterMocks,
  merchantOrders,
  reportErrorMock,
  reportForbiddenMock,
  reportLoadingMock,
  reportMock,
  reportTimeoutMock,
  salesOrdersByMonth,
} from './analytics.samples.ts';
import ReportPage from './ReportPage.tsx';

// One report page for all fifteen types, with mocked GraphQL in the Storybook locale. Today is fixed so
// the range presets, and so the screenshots, never change.

const WAIT = { timeout: 10_000 };
const TODAY = '2026-11-22';

const meta = {
  title: 'Pages/Reports',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

const perPeriod = pageStories({
  path: '/reports',
  url: '/reports?type=sales-orders&groupBy=month&range=this-year',
  element: <ReportPage today={TODAY} />,
  mocks: filterMocks,
});
const perEntity = pageStories({
  path: '/reports',
  url: '/reports?type=merchant-orders',
  element: <ReportPage today={TODAY} />,
  mocks: filterMocks,
});

const rowsShown = (count: number) =>
  (async ({ canvasElement }) => {
    await waitFor(() => {
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(count);
      expect(canvasElement.querySelector('figure svg')).not.toBeNull();
    }, WAIT);
  }) satisfies Parameters<typeof perPeriod>[1];

/** Sales orders per month: the totals row leads, a time series of orders and grand total above. */
export const FilledPerPeriod = perPeriod([reportMock(salesOrdersByMonth)], rowsShown(7));

/** Orders per merchant: a bar chart of the top merchants by grand total. */
export const FilledPerEntity = perEntity([reportMock(merchantOrders)], rowsShown(6));

export const Empty = perPeriod(
  [reportMock({ ...salesOrdersByMonth, rows: [], totals: [] })],
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('main h2')).not.toBeNull(), WAIT);
  },
);

export const Loading = perPeriod([reportLoadingMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), WAIT);
});

/** The report failed to load: an error with Retry in the chart and the table. */
export const Error = perPeriod([reportErrorMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('button').length).toBeGreaterThan(2), WAIT);
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), WAIT);
});

/** The server stopped the report's query past its time limit: "This took too long — narrow the filters…". */
export const TimedOut = perPeriod([reportTimeoutMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), WAIT);
  await waitFor(
    () => expect(canvasElement.querySelector('main')?.textContent).toMatch(/took too long|وقتًا طويلًا/),
    WAIT,
  );
});

/** The server refused the report (a role without it): "Access denied". */
export const Forbidden = perPeriod([reportForbiddenMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('main h1')?.textContent).toBeTruthy(), WAIT);
  await waitFor(() => expect(canvasElement.querySelector('table')).toBeNull(), WAIT);
});
