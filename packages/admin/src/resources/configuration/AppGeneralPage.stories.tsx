import type { MockLink } from '@apollo/client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { AppSettingsFormDocument } from '../../graphql/generated.ts';
import { StoryMain } from '../framework/stories.tsx';
import { ResourceHarness } from '../framework/testing.tsx';
import AppGeneralPage from './AppGeneralPage.tsx';
import { languages } from './languages.tsx';

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

function AppGeneralStory({ mocks, locale }: { mocks: MockLink.MockedResponse[]; locale: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryMain />,
          children: [{ path: '/configuration/app-general', element: <AppGeneralPage /> }],
        },
      ],
      { initialEntries: ['/configuration/app-general'] },
    ),
  );
  return (
    <ResourceHarness
      description={languages}
      path="/configuration/app-general"
      mocks={mocks}
      router={router as never}
      settings={{ locale: locale === 'ar-EG' ? 'ar-EG' : 'en-US' }}
    />
  );
}

const meta = {
  title: 'Pages/AppGeneral',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const story = (mocks: MockLink.MockedResponse[], play: NonNullable<Story['play']>): Story => ({
  render: (_args, { globals }) => {
    const locale = String(globals.locale ?? 'en-US');
    return <AppGeneralStory key={locale} mocks={mocks} locale={locale} />;
  },
  play,
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
