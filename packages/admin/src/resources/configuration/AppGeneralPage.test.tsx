import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppSettingsFormDocument, UpdateAppSettingsFormDocument } from '../../graphql/generated.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { ResourceHarness } from '../framework/testing.tsx';
import AppGeneralPage from './AppGeneralPage.tsx';
import { languages } from './languages.tsx';

configure({ asyncUtilTimeout: 5000 });

const settings = (version: number, secretSet = true) => ({
  __typename: 'AppSettings' as const,
  version,
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
  paymentSecretKey: { __typename: 'SecretSetting' as const, isSet: secretSet },
});
const read = (version: number, secretSet = true): MockLink.MockedResponse => ({
  request: { query: AppSettingsFormDocument },
  result: { data: { appSettings: settings(version, secretSet) } },
});

function renderPage(mocks: MockLink.MockedResponse[], user?: typeof fakeSupport) {
  const router = createMemoryRouter([{ path: '/configuration/app-general', element: <AppGeneralPage /> }], {
    initialEntries: ['/configuration/app-general'],
  });
  render(
    <ResourceHarness
      description={languages}
      path="/configuration/app-general"
      mocks={mocks}
      router={router as never}
      user={user}
    />,
  );
}

describe('app settings page', () => {
  it('sends only what changed with the version it read, and the new secret without ever showing the old', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { updateAppSettings: settings(8, true) } }));
    renderPage([
      read(7),
      {
        request: {
          query: UpdateAppSettingsFormDocument,
          variables: { version: 7, patch: { phoneLength: 11, paymentSecretKey: 'sk_live_new' } },
        },
        result: saved,
      },
      read(8),
    ]);
    const length = await screen.findByRole('textbox', { name: 'Phone number length' });
    expect(screen.getByText('Set')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('sk_');
    await user.clear(length);
    await user.type(length, '11');
    await user.type(screen.getByLabelText('New secret key'), 'sk_live_new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Updated information successfully')).toBeInTheDocument();
  });

  it('shows a rule error on its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage([read(7)]);
    const regex = await screen.findByRole('textbox', { name: /Phone number pattern/ });
    await user.clear(regex);
    await user.type(regex, '[[unclosed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid regular expression')).toBeInTheDocument();
  });

  it('reloads and says so when someone else saved meanwhile', async () => {
    const user = userEvent.setup();
    renderPage([
      read(7),
      {
        request: {
          query: UpdateAppSettingsFormDocument,
          variables: { version: 7, patch: { paymentPublishableKey: 'pk_live_456' } },
        },
        result: { errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } } as never] },
      },
      read(9),
    ]);
    const key = await screen.findByRole('textbox', { name: 'Payment publishable key' });
    await user.clear(key);
    await user.type(key, 'pk_live_456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Their version is loaded (the form remounts on it, dropping the typed key) and the notice stays.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Payment publishable key' })).toHaveValue('pk_live_123'),
    );
    expect(screen.getByText(/Someone else saved these settings meanwhile/)).toBeInTheDocument();
  });

  it('is forbidden to support', async () => {
    renderPage([read(7)], fakeSupport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
