// The form field kinds that choose among server options several at a time (`multiReference`) and a select
// whose "none" choice is stored as null (`emptyChoice`), as FieldInput renders them for any resource.
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OrderStatusNextStatusOptionsDocument } from '../../graphql/generated.ts';
import { FieldInput } from './FieldInput.tsx';
import { ResourceHarness } from './testing.tsx';
import type { FieldDescription } from './types.ts';

configure({ asyncUtilTimeout: 5000 });

const statusOptions = {
  request: { query: OrderStatusNextStatusOptionsDocument, variables: {} },
  result: {
    data: {
      list: {
        __typename: 'OrderStatusConnection',
        totalCount: 3,
        nodes: [
          { __typename: 'OrderStatus', id: 's1', code: 'pending', name: 'Pending' },
          { __typename: 'OrderStatus', id: 's2', code: 'confirmed', name: 'Confirmed' },
          { __typename: 'OrderStatus', id: 's3', code: 'delivered', name: 'Delivered' },
        ],
      },
    },
  },
};

const nextStatuses: FieldDescription = {
  name: 'nextStatuses',
  label: { id: 'test.next', defaultMessage: 'Next statuses' },
  hint: { id: 'test.nextHint', defaultMessage: 'Where an order may go next' },
  kind: 'multiReference',
  options: { document: OrderStatusNextStatusOptionsDocument, labelField: 'name', valueField: 'code' },
};

const outcome: FieldDescription = {
  name: 'outcome',
  label: { id: 'test.outcome', defaultMessage: 'Outcome' },
  kind: 'select',
  emptyChoice: { id: 'test.none', defaultMessage: 'None' },
  choices: [
    { value: 'delivered', label: { id: 'test.delivered', defaultMessage: 'Delivered' } },
    { value: 'refunded', label: { id: 'test.refunded', defaultMessage: 'Refunded' } },
  ],
};

/** One field, holding its value as a form would, reporting each change. */
function renderField(
  field: FieldDescription,
  initial: unknown,
  onChange: (value: unknown) => void,
  error?: string,
) {
  function Field() {
    const [value, setValue] = useState(initial);
    return (
      <FieldInput
        field={field}
        name={field.name}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onBlur={() => undefined}
        inputRef={() => undefined}
        error={error}
        translate={(message) => message}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Field /> }], { initialEntries: ['/'] });
  render(<ResourceHarness path="/" mocks={[statusOptions]} router={router as never} />);
}

describe('a multiReference field', () => {
  it('shows the server options as checkboxes and changes the chosen set in their order', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    renderField(nextStatuses, ['delivered', 'retired'], changed);
    const group = await screen.findByRole('group', { name: 'Next statuses' });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    await within(group).findByRole('checkbox', { name: 'Pending' });
    expect(
      [box('Pending'), box('Confirmed'), box('Delivered')].map((b) => b.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'true']);
    expect(box('Pending')).toHaveAccessibleDescription('Where an order may go next');

    await user.click(box('Pending'));
    // A chosen value the options do not list ('retired') is kept, after the listed ones.
    expect(changed).toHaveBeenLastCalledWith(['pending', 'delivered', 'retired']);
    expect(box('Pending')).toHaveAttribute('aria-checked', 'true');
    await user.click(box('Delivered'));
    expect(changed).toHaveBeenLastCalledWith(['pending', 'retired']);
  });

  it('marks every choice invalid and reads the error with them', async () => {
    renderField(nextStatuses, [], vi.fn(), 'A status cannot follow itself');
    const pending = await screen.findByRole('checkbox', { name: 'Pending' });
    expect(pending).toHaveAttribute('aria-invalid', 'true');
    expect(pending).toHaveAccessibleDescription('Where an order may go next A status cannot follow itself');
  });
});

describe('a select with an empty choice', () => {
  it('shows the empty choice for no value and stores it as null', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    renderField(outcome, '', changed);
    const select = await screen.findByRole('combobox', { name: /^Outcome/ });
    expect(select).toHaveTextContent('None');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    expect(changed).toHaveBeenLastCalledWith('refunded');
    await user.click(screen.getByRole('combobox', { name: /^Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(changed).toHaveBeenLastCalledWith(null);
  });
});
