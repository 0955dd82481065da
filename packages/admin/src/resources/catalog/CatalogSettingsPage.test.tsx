import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CatalogSettingsFormDocument, UpdateCatalogSettingsFormDocument } from '../../graphql/generated.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { ResourceHarness } from '../framework/testing.tsx';
import CatalogSettingsPage from './CatalogSettingsPage.tsx';
import { products } from './products.tsx';

configure({ asyncUtilTimeout: 5000 });

const read = (version: number, threshold: number | null): MockLink.MockedResponse => ({
  request: { query: CatalogSettingsFormDocument },
  result: {
    data: { appSettings: { __typename: 'AppSettings', version, catalogLowStockThreshold: threshold } },
  },
});

function renderPage(mocks: MockLink.MockedResponse[], user?: typeof fakeSupport) {
  const path = '/catalog/settings-general';
  const router = createMemoryRouter([{ path, element: <CatalogSettingsPage /> }], { initialEntries: [path] });
  render(
    <ResourceHarness description={products} path={path} mocks={mocks} router={router as never} user={user} />,
  );
}

describe('catalogue settings page', () => {
  it('names the default while no threshold is set, and saves a new one with the version it read', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        updateAppSettings: { __typename: 'AppSettings', version: 8, catalogLowStockThreshold: 12 },
      },
    }));
    renderPage([
      read(7, null),
      {
        request: {
          query: UpdateCatalogSettingsFormDocument,
          variables: { version: 7, patch: { catalogLowStockThreshold: 12 } },
        },
        result: saved,
      },
      read(8, 12),
    ]);
    const threshold = await screen.findByRole('textbox', { name: 'Low-stock threshold' });
    expect(threshold).toHaveValue('');
    expect(threshold).toHaveAccessibleDescription(/Empty: 5\./);
    await user.type(threshold, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated information successfully')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    // The form is rebuilt from the reloaded settings (version 8); the field typed into may still be on the
    // page for a moment, so wait for its successor rather than find the typed value.
    await waitFor(() => {
      const reloaded = screen.getByRole('textbox', { name: 'Low-stock threshold' });
      expect(reloaded).not.toBe(threshold);
      expect(reloaded).toHaveValue('12');
    });
  });

  it('refuses a negative threshold on its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage([read(7, 5)]);
    const threshold = await screen.findByRole('textbox', { name: 'Low-stock threshold' });
    await user.clear(threshold);
    await user.type(threshold, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(threshold).toHaveAccessibleDescription(/Cannot be negative/);
    // Nothing was sent: the mocked link has no answer for a save, which would end in the error toast.
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });

  it('is forbidden to support', async () => {
    renderPage([read(7, 5)], fakeSupport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
