import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../AppProviders.tsx';
import { LanguageListDocument } from '../../graphql/generated.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import { createAppRoutes } from '../../router.tsx';
import { routerReady } from '../../routerReady.ts';
import { createFakeSessionActor } from '../../session/testing.ts';
import { createSettingsStore } from '../../shell/settings/index.ts';
import { languages, List } from '../configuration/languages.tsx';
import { createResourceRouter } from './testing.tsx';

configure({ asyncUtilTimeout: 5000 });

const firstPage = { first: 25, offset: 0, filter: null, sort: { field: 'name', direction: 'ASC' } };

/** A client whose answers to the languages list are counted. */
function countingClient() {
  const asked: unknown[] = [];
  const answer: MockLink.MockedResponse = {
    request: { query: LanguageListDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      asked.push(variables);
      return {
        data: {
          list: {
            __typename: 'LanguageConnection',
            totalCount: 1,
            nodes: [
              {
                __typename: 'Language',
                id: 'l1',
                version: 1,
                name: 'English',
                code: 'en',
                locale: 'en-US',
                isRtl: false,
                isDefault: true,
              },
            ],
          },
        },
      };
    },
  };
  const client = new ApolloClient({ link: new MockLink([answer]), cache: new InMemoryCache() });
  return { client, asked };
}

function Page({ client }: { client: ApolloClient }) {
  const [state] = useState(() => ({
    actor: createFakeSessionActor('signedIn'),
    settings: createSettingsStore(null),
    router: createResourceRouter(languages, '/configuration/languages'),
  }));
  return (
    <AppProviders settingsStore={state.settings} sessionActor={state.actor} catalogues={catalogues}>
      <ApolloProvider client={client}>
        <RouterProvider router={state.router} />
      </ApolloProvider>
    </AppProviders>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('a list asked for while its page loads', () => {
  it('is sent once: the page takes the answer instead of asking again', async () => {
    const { client, asked } = countingClient();
    List.prefetch(client, new URLSearchParams());
    // Answered before the page renders (a request still in flight would be shared anyway).
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle();
    render(<Page client={client} />);
    expect(await screen.findByText('English')).toBeInTheDocument();
    await settle();
    expect(asked).toEqual([firstPage]);
  });

  it('is taken once: the next visit of the page asks the server again', async () => {
    const { client, asked } = countingClient();
    List.prefetch(client, new URLSearchParams());
    const first = render(<Page client={client} />);
    expect(await screen.findByText('English')).toBeInTheDocument();
    first.unmount();
    render(<Page client={client} />);
    expect(await screen.findByText('English')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('is asked for by the router with the filter, sort and page of the address', async () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    const client = { query } as unknown as ApolloClient;
    const router = createMemoryRouter(
      createAppRoutes({}, { listDataClient: () => Promise.resolve(client) }),
      { initialEntries: ['/configuration/languages?name_contains=fr&sort=name.desc&page=2&size=10'] },
    );
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn')}
        catalogues={catalogues}
      >
        <MockedProvider mocks={[]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AppProviders>,
    );
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    expect(query).toHaveBeenCalledWith({
      query: LanguageListDocument,
      variables: {
        first: 10,
        offset: 10,
        filter: { name_contains: 'fr' },
        sort: { field: 'name', direction: 'DESC' },
      },
    });
  });

  it('still opens the page when there is no client to ask with (signed out)', async () => {
    const listDataClient = vi.fn(() => null);
    const router = createMemoryRouter(createAppRoutes({}, { listDataClient }), {
      initialEntries: ['/configuration/languages'],
    });
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn')}
        catalogues={catalogues}
      >
        <MockedProvider mocks={[]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AppProviders>,
    );
    await waitFor(() => expect(listDataClient).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Languages' })).toBeInTheDocument();
  });

  it('still opens the page when getting a client fails or takes too long', async () => {
    for (const listDataClient of [
      () => Promise.reject(new Error('the session could not load')),
      () => new Promise<null>(() => {}),
    ]) {
      const router = createMemoryRouter(createAppRoutes({}, { listDataClient, listWaitMs: 20 }), {
        initialEntries: ['/configuration/languages'],
      });
      await routerReady(router);
      expect(router.state.errors).toBeNull();
      expect(router.state.location.pathname).toBe('/configuration/languages');
    }
  });

  it('holds the first render until the rows are in', async () => {
    let answer = () => {};
    const query = vi.fn(() => new Promise((resolve) => (answer = () => resolve({ data: undefined }))));
    const client = { query } as unknown as ApolloClient;
    // A wait far longer than the test, so only the answer can end it.
    const router = createMemoryRouter(
      createAppRoutes({}, { listDataClient: () => Promise.resolve(client), listWaitMs: 60_000 }),
      { initialEntries: ['/configuration/languages'] },
    );
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).toBe(false);
    answer();
    await waiting;
    expect(router.state.location.pathname).toBe('/configuration/languages');
  });

  it('does not hold a page past the wait when the answer is slow', async () => {
    const query = vi.fn(() => new Promise(() => {}));
    const client = { query } as unknown as ApolloClient;
    const router = createMemoryRouter(
      createAppRoutes({}, { listDataClient: () => Promise.resolve(client), listWaitMs: 10 }),
      { initialEntries: ['/configuration/languages'] },
    );
    await routerReady(router);
    await router.navigate('/configuration/currencies');
    expect(query).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/configuration/currencies');
  });

  it('leaves filter, sort and page changes to the page, and reloads on opening the same address', async () => {
    const query = vi.fn(() => Promise.resolve({ data: undefined }));
    const client = { query } as unknown as ApolloClient;
    const router = createMemoryRouter(
      createAppRoutes({}, { listDataClient: () => Promise.resolve(client) }),
      { initialEntries: ['/configuration/languages'] },
    );
    await routerReady(router);
    await router.navigate('/configuration/languages?page=2');
    expect(router.state.location.search).toBe('?page=2');
    expect(query).toHaveBeenCalledTimes(1);
    await router.navigate('/configuration/languages?page=2');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('asks the server again for a sort it showed before (the prefetched first answer aside)', async () => {
    const { client, asked } = countingClient();
    void List.prefetch(client, new URLSearchParams());
    await waitFor(() => expect(asked).toHaveLength(1));
    const router = createResourceRouter(languages, '/configuration/languages');
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn')}
        catalogues={catalogues}
      >
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AppProviders>,
    );
    expect(await screen.findByText('English')).toBeInTheDocument();
    await act(() => router.navigate('/configuration/languages?sort=name.desc'));
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(() => router.navigate('/configuration/languages'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toEqual(firstPage);
  });
});
