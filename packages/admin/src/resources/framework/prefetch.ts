// A list page's first answer, asked for while the page's code and the session are still loading.
// The router calls a list page's `prefetch` from its loader; the page's own query then finds the
// answer in the cache (or in flight: Apollo sends one request for both) instead of asking again.
import type { ApolloClient } from '@apollo/client';
import { withVariables } from './documents.ts';
import { listVariables, readListState, type ListQueryState } from './listState.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';

/**
 * Starts loading the list an address shows (its filter, sort and page); settles once the answer is in the
 * cache or the request failed (never rejects).
 */
export type ListPrefetch = (client: ApolloClient, search: URLSearchParams) => Promise<void>;

type ListSource = Pick<
  ResourceDescription<ResourceRow>,
  'filters' | 'fixedFilter' | 'documents' | 'listName'
>;

/** The server arguments of a list page: its URL state, and the description's fixed filter values. */
export function listPageVariables(description: ListSource, state: ListQueryState) {
  const variables = listVariables(state, description.filters);
  const fixed = description.fixedFilter;
  return fixed ? { ...variables, filter: { ...variables.filter, ...fixed } } : variables;
}

// Answers asked for ahead, by list and variables, until the page that asked takes them (once).
const prefetched = new Set<string>();
const keyOf = (listName: string, variables: unknown) => `${listName} ${JSON.stringify(variables)}`;

export function prefetchList(
  description: ListSource & Pick<ResourceDescription<ResourceRow>, 'defaultSort'>,
): ListPrefetch {
  return (client, search) => {
    const state = readListState(search, description.filters, description.defaultSort ?? null);
    const variables = listPageVariables(description, state);
    const key = keyOf(description.listName, variables);
    prefetched.add(key);
    return client.query({ query: withVariables(description.documents.list), variables }).then(
      () => undefined,
      () => {
        // The page's own query asks again and shows the error.
        prefetched.delete(key);
      },
    );
  };
}

/**
 * True once for a list whose answer was asked for ahead: the page then reads the cache first (a request
 * still in flight is shared) instead of sending a second request for the same rows.
 */
export function takePrefetched(listName: string, variables: unknown): boolean {
  return prefetched.delete(keyOf(listName, variables));
}
