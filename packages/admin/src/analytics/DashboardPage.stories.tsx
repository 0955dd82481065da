import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
  AnalyticsDashboardDocument,
} from '../graphql/generated.ts';
import { pageStories } from '../resources/framework/stories.tsx';
import { dashboardErrorMock, dashboardLoadingMock, dashboardMock } from './analytics.samples.ts';
import DashboardPage from './DashboardPage.tsx';

// The dashboard with mocked GraphQL in the Storybook locale; today is fixed so the range never changes.

const WAIT = { timeout: 10_000 };
const again = { maxUsageCount: Number.POSITIVE_INFINITY };

const meta = {
  title: 'Pages/Dashboard',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

// Nothing happens live in a story: the subscriptions wait forever.
const story = pageStories({
  path: '/dashboard',
  url: '/dashboard',
  element: <DashboardPage today="2026-11-22" />,
  mocks: [
    { request: { query: LiveOrderCreatedDocument }, delay: Number.POSITIVE_INFINITY, ...again },
    { request: { query: LiveOrderUpdatedDocument }, delay: Number.POSITIVE_INFINITY, ...again },
  ],
});

const settled = (async ({ canvasElement }) => {
  await waitFor(() => {
    expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    expect(canvasElement.querySelectorAll('figure').length).toBeGreaterThanOrEqual(5);
  }, WAIT);
}) satisfies Parameters<typeof story>[1];

/** Seven KPIs with their change and sparkline, and the five charts. */
export const Filled = story([dashboardMock()], settled);

/** A range without orders: zero KPIs, every chart says there is no data. */
export const Empty = story([dashboardMock(true)], settled);

export const Loading = story([dashboardLoadingMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), WAIT);
});

/** The figures failed to load: every chart offers Retry. */
export const Error = story([dashboardErrorMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), WAIT);
});

/** The server refused the dashboard: "Access denied". */
export const Forbidden = story(
  [
    {
      request: { query: AnalyticsDashboardDocument, variables: () => true },
      result: { errors: [{ message: 'You do not have access to this', extensions: { code: 'FORBIDDEN' } }] },
      ...again,
    },
  ],
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('figure')).toHaveLength(0), WAIT);
  },
);
