import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppSettingsFormDocument } from '../../graphql/generated.ts';
import { pageStories } from '../framework/stories.tsx';
import AppGeneralPage from './AppGeneralPage.tsx';

// `/configuration/app-general` with mocked GraphQL: the saved settings (secret shown only as set or
// not), the loading skeleton and the load error.
const WAIT = { timeout: 10_000 };
const request = { query: AppSettingsFormDocument };
const settings = (secretSet: boolean) => ({
  __typename: 'AppSettings',
  version: 7,
  phoneRegex: '^[0-9]{8,15}$',
  phoneLength: 10,
  iosMinVersion: '3.1.0',
  iosLatestVersion: '3.4.1',
  androidMinVersion: '3.1.0',
  androidLatestVersion: '3.4.2',
  rewardPointsPerCurrencyUnit: 1,
  rewardRedemptionRate: 100,
  loginType: 'otp',
  paymentPublishableKey: 'pk_live_123',
  paymentSecretKey: { __typename: 'SecretSetting', isSet: secretSet },
});

const meta = {
  title: 'Pages/AppGeneral',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const story = pageStories({
  path: '/configuration/app-general',
  url: '/configuration/app-general',
  element: <AppGeneralPage />,
});

const again = { maxUsageCount: Number.POSITIVE_INFINITY };
const showsForm = (async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('form button[type="submit"]')).not.toBeNull(), WAIT);
}) satisfies Story['play'];

/** Saved settings with a payment secret set (shown as "Set", never its value). */
export const Loaded = story(
  [{ request, result: { data: { appSettings: settings(true) } }, ...again }],
  showsForm,
);

/** No payment secret yet: no "Remove" checkbox. */
export const SecretNotSet = story(
  [{ request, result: { data: { appSettings: settings(false) } }, ...again }],
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
