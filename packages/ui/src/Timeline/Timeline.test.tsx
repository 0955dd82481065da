import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './Timeline.tsx';
import type { TimelineEntry } from './Timeline.types.ts';

const entries: TimelineEntry[] = [
  {
    id: 'a',
    status: 'Pending',
    tone: 'warning',
    actor: 'Layla',
    time: 'Nov 20, 18:40',
    dateTime: '2026-11-20T18:40:00Z',
  },
  {
    id: 'b',
    status: 'Delivered',
    tone: 'success',
    time: 'Nov 20, 19:30',
    comment: 'Left at door',
    customerNotified: true,
  },
];

describe('Timeline', () => {
  it('renders an ordered list with one item per entry', () => {
    render(<Timeline entries={entries} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks the current entry with aria-current and a badge', () => {
    render(<Timeline entries={entries} currentId="b" currentLabel="Now" />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(within(second!).getByText('Now')).toBeInTheDocument();
  });

  it('shows actor, machine-readable time, comment and the notified marker', () => {
    const { container } = render(<Timeline entries={entries} customerNotifiedLabel="Customer notified" />);
    expect(screen.getByText('by Layla')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T18:40:00Z');
    expect(screen.getByText('Left at door')).toBeInTheDocument();
    expect(screen.getAllByText('Customer notified')).toHaveLength(1);
  });

  it('shows the empty text instead of an empty list', () => {
    render(<Timeline entries={[]} emptyText="No history yet." />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No history yet.')).toBeInTheDocument();
  });
});
