import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CatalogSettingsFormDocument } from '../../graphql/generated.ts';
import { pageStories } from '../framework/stories.tsx';
import CatalogSettingsPage from './CatalogSettingsPage.tsx';

// `/catalog/settings-general` with mocked GraphQL: a saved threshold, none yet (the default applies),
// the loading skeleton and the load error.
const WAIT = { timeout: 10_000 };
const request = { query: CatalogSettingsFormDocument };
const settings = (threshold: number | null) => ({
  __typename: 'AppSettings',
  version: 7,
  catalogLowStockThreshold: threshold,
});

const meta = {
  title: 'Pages/CatalogSettings',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const story = pageStories({
  path: '/catalog/settings-general',
  url: '/catalog/settings-general',
  element: <CatalogSettingsPage />,
});

const again = { maxUsageCount: Number.POSITIVE_INFINITY };
const showsForm = (async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('form button[type="submit"]')).not.toBeNull(), WAIT);
}) satisfies Story['play'];

export const Loaded = story(
  [{ request, result: { data: { appSettings: settings(10) } }, ...again }],
  showsForm,
);

/** Never set: the field is empty and its hint names the default. */
export const NotSet = story(
  [{ request, result: { data: { appSettings: settings(null) } }, ...again }],
  showsForm,
);

export const Loading = story([{ request, delay: Number.POSITIVE_INFINITY }], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), WAIT);
});

export const LoadError = story(
  [{ request, error: new Error('offline'), ...again }],
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull(), WAIT);
  },
);
