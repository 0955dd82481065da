// Records that are not there: an unknown id, and one deleted by someone else while open.
import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LanguageListDocument,
  LanguageRecordDocument,
  UpdateLanguageRecordDocument,
} from '../graphql/generated.ts';
import { languages } from './configuration/languages.tsx';
import { createResourceRouter, ResourceHarness } from './framework/testing.tsx';

configure({ asyncUtilTimeout: 5000 });

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

const listMock: MockLink.MockedResponse = {
  request: { query: LanguageListDocument, variables: () => true },
  result: { data: { list: { __typename: 'LanguageConnection', totalCount: 0, nodes: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  const router = createResourceRouter(languages, path);
  render(<ResourceHarness description={languages} path={path} mocks={mocks} router={router} />);
  return router;
}

describe('a record that is not there', () => {
  it('shows "not found" with a way back to the list for an unknown id, not an empty form', async () => {
    const user = userEvent.setup();
    const router = renderAt('/configuration/languages/edit/nope', [
      {
        request: { query: LanguageRecordDocument, variables: { id: 'nope' } },
        result: { data: { record: null } },
      },
      listMock,
    ]);
    expect(await screen.findByRole('heading', { name: 'This language was not found' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Languages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
  });

  it('says the record was deleted by someone else when a save finds it gone, and lets the user leave', async () => {
    const user = userEvent.setup();
    const patch = { name: 'English (UK)', code: 'en', locale: 'en-US', isRtl: false, isDefault: false };
    const router = renderAt('/configuration/languages/edit/l1', [
      {
        request: { query: LanguageRecordDocument, variables: { id: 'l1' } },
        result: { data: { record: english } },
      },
      {
        request: { query: UpdateLanguageRecordDocument, variables: { id: 'l1', version: 3, patch } },
        result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
      },
      listMock,
    ]);
    const name = await screen.findByDisplayValue('English');
    await user.clear(name);
    await user.type(name, 'English (UK)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Someone else deleted this language while you had it open/),
    ).toBeInTheDocument();
    // The unsaved form is gone with its record: going back does not ask to keep it.
    await user.click(screen.getByRole('link', { name: 'Back to Languages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
