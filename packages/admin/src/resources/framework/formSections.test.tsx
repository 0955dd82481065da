// Form sections (titled cards, a side column) and the save bar of the shared edit page.
import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LanguageListDocument,
  LanguageRecordDocument,
  UpdateLanguageRecordDocument,
} from '../../graphql/generated.ts';
import { languages } from '../configuration/languages.tsx';
import { layoutFormSections } from './formLayout.ts';
import { resourceMessages as m } from './messages.ts';
import { createResourceRouter, ResourceHarness } from './testing.tsx';
import type { FieldDescription, FormSection, ResourceDescription, ResourceRow } from './types.ts';

configure({ asyncUtilTimeout: 5000 });

const field = (name: string): FieldDescription => ({
  name,
  label: { id: `test.${name}`, defaultMessage: name },
  kind: 'text',
});
const title = (text: string) => ({ id: `test.section.${text}`, defaultMessage: text });

describe('layoutFormSections', () => {
  const fields = ['name', 'slug', 'city', 'notes', 'isActive'].map(field);

  it('is null without sections, or when no section names a field of this form', () => {
    expect(layoutFormSections(fields, undefined)).toBeNull();
    expect(layoutFormSections(fields, [])).toBeNull();
    expect(layoutFormSections(fields, [{ id: 'x', title: title('X'), fields: ['password'] }])).toBeNull();
  });

  it('puts fields in their sections in the listed order, side sections apart, the rest in a last card', () => {
    const sections: FormSection[] = [
      { id: 'status', title: title('Status'), fields: ['isActive'], side: true },
      { id: 'general', title: title('General'), fields: ['slug', 'name', 'password'] },
      { id: 'location', title: title('Location'), fields: ['city', 'name'] },
      { id: 'empty', title: title('Empty'), fields: ['password'] },
    ];
    const layout = layoutFormSections(fields, sections)!;
    const names = (s: { fields: FieldDescription[] }) => s.fields.map((f) => f.name);
    expect(layout.main.map((s) => s.section?.id ?? null)).toEqual(['general', 'location', null]);
    expect(layout.main.map(names)).toEqual([['slug', 'name'], ['city'], ['notes']]);
    expect(layout.side.map((s) => s.section!.id)).toEqual(['status']);
    expect(layout.side.map(names)).toEqual([['isActive']]);
  });
});

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
const recordMock: MockLink.MockedResponse = {
  request: { query: LanguageRecordDocument, variables: { id: 'l1' } },
  result: { data: { record: english } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const sectioned = {
  ...languages,
  formSections: [
    { id: 'general', title: m.sectionGeneral, fields: ['name', 'code', 'locale'] },
    { id: 'status', title: m.sectionStatus, fields: ['isDefault'], side: true },
  ],
} as unknown as ResourceDescription<ResourceRow>;

function renderAt(
  description: ResourceDescription<ResourceRow>,
  path: string,
  mocks: MockLink.MockedResponse[],
) {
  const router = createResourceRouter(description, path);
  render(<ResourceHarness description={description} path={path} mocks={mocks} router={router} />);
  return router;
}

describe('the edit page with form sections', () => {
  it('shows each section as a titled card, the side ones apart, the unnamed fields last', async () => {
    renderAt(sectioned, '/configuration/languages/edit/l1', [recordMock, listMock]);
    await screen.findByDisplayValue('English');
    const general = screen.getByRole('heading', { name: 'General' }).closest('[id]')!;
    expect(general).toHaveAttribute('id', 'form-section-general');
    expect(within(general as HTMLElement).getByLabelText('Name')).toBeInTheDocument();
    expect(within(general as HTMLElement).queryByLabelText('Default')).toBeNull();
    const status = screen.getByRole('heading', { name: 'Status and visibility' }).closest('[id]')!;
    expect(within(status as HTMLElement).getByRole('switch', { name: /default/i })).toBeInTheDocument();
    // The right-to-left switch no section names: in the last card, "More".
    const more = screen.getByRole('heading', { name: 'More' }).closest('[id]')!;
    expect(more).toHaveAttribute('id', 'form-section-more');
    expect(within(more as HTMLElement).getByRole('switch', { name: /right/i })).toBeInTheDocument();
  });

  it('without sections, is one card of fields as before', async () => {
    renderAt(languages as unknown as ResourceDescription<ResourceRow>, '/configuration/languages/edit/l1', [
      recordMock,
      listMock,
    ]);
    await screen.findByDisplayValue('English');
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'More' })).toBeNull();
  });
});

describe('the save bar', () => {
  it('appears with unsaved changes; Discard puts the loaded values back and hides it', async () => {
    const user = userEvent.setup();
    renderAt(sectioned, '/configuration/languages/edit/l1', [recordMock, listMock]);
    const name = await screen.findByDisplayValue('English');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    // Clean: Save in the form.
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    await user.clear(name);
    await user.type(name, 'English (UK)');
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    // Dirty: one Save, in the bar.
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Name')).toHaveValue('English');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    // Typing the loaded value back is clean again too.
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '{Backspace}');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  });

  it('saves from the bar at the loaded version, and is gone after the save', async () => {
    const user = userEvent.setup();
    const patch = { name: 'English (UK)', code: 'en', locale: 'en-US', isRtl: false, isDefault: false };
    let saved = 0;
    const router = renderAt(sectioned, '/configuration/languages/edit/l1', [
      recordMock,
      {
        request: { query: UpdateLanguageRecordDocument, variables: { id: 'l1', version: 3, patch } },
        result: () => {
          saved += 1;
          return { data: { saved: { ...english, ...patch, version: 4 } } };
        },
      },
      listMock,
    ]);
    const name = await screen.findByDisplayValue('English');
    await user.clear(name);
    await user.type(name, 'English (UK)');
    await user.click(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(saved).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/languages'));
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  });

  it('says in the bar why a save did not go (a rule refused a field) and stays', async () => {
    const user = userEvent.setup();
    renderAt(sectioned, '/configuration/languages/edit/l1', [recordMock, listMock]);
    const name = await screen.findByDisplayValue('English');
    await user.clear(name);
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    await user.click(within(bar).getByRole('button', { name: 'Save' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent('Not saved: check the marked fields');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(bar).getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Name')).toHaveValue('English');
  });
});
