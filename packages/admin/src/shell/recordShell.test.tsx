// The shell around a record: its breadcrumb trail, and the 500 screen of a page that throws.
import { configure, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageRecordDocument } from '../graphql/generated.ts';
import { onClientError, type GraphQLErrorReport } from '../graphql/errorReporting.ts';
import { createMainRoutes } from '../mainRoutes.tsx';
import { PageErrorBoundary } from '../pages/PageErrorBoundary.tsx';
import { ShellHarness } from './testing.tsx';

configure({ asyncUtilTimeout: 8000 });

const english = {
  __typename: 'Language' as const,
  id: 'l1',
  version: 3,
  name: 'English',
  code: 'en',
  locale: 'en-US',
  isRtl: false,
  isDefault: false,
};

describe('breadcrumbs', () => {
  it("read group › list › the record's name on an edit page", async () => {
    render(
      <ShellHarness
        path="/configuration/languages/edit/l1"
        mocks={[
          {
            request: { query: LanguageRecordDocument, variables: { id: 'l1' } },
            result: { data: { record: english } },
          },
        ]}
      />,
    );
    await screen.findByDisplayValue('English');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const crumbs = within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim());
    expect(crumbs).toEqual(['Configuration', 'Languages', 'English']);
  });

  it('end in "New" on a create page, without repeating the list', async () => {
    render(<ShellHarness path="/configuration/languages/edit" />);
    await screen.findByLabelText(/^Name/);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Configuration', 'Languages', 'New']);
  });
});

describe('a page that throws', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('shows the 500 screen with a way back and reports the error through the client error hook', async () => {
    const reports: GraphQLErrorReport[] = [];
    stop = onClientError((report) => reports.push(report));
    const Broken = () => {
      throw new Error('boom');
    };
    const routes: RouteObject[] = [
      { path: '/broken', element: <Broken />, errorElement: <PageErrorBoundary /> },
    ];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en">
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/broken'] })} />
      </IntlProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByText('Error 500')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'render', path: '/broken', error: { message: 'boom' } });
    quiet.mockRestore();
  });

  it('is the error element of every product route', () => {
    const product = createMainRoutes()[0]!.children![0]!.children!;
    expect(product.length).toBeGreaterThan(20);
    for (const route of product) expect(route.errorElement).toBeTruthy();
  });
});
