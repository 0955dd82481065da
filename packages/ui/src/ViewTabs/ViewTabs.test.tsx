import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewTabs } from './ViewTabs.tsx';
import { SAMPLE_VIEWS, sampleLabels } from './ViewTabs.samples.ts';

describe('ViewTabs', () => {
  it('marks the open view and reads shared and default views as such', () => {
    render(<ViewTabs views={SAMPLE_VIEWS} activeId="mine" onSelect={() => {}} labels={sampleLabels} />);
    expect(screen.getByRole('tablist', { name: 'Saved views' })).toBeInTheDocument();
    const mine = screen.getByRole('tab', { name: 'Pending in Cairo, default' });
    expect(mine).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Failed payments today, shared' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('says when the list no longer matches the open view', () => {
    render(
      <ViewTabs views={SAMPLE_VIEWS} activeId="failed" modified onSelect={() => {}} labels={sampleLabels} />,
    );
    expect(screen.getByRole('tab', { name: 'Failed payments today, shared, changed' })).toBeInTheDocument();
  });

  it('opens a view on click or Enter; arrows only move between tabs', async () => {
    const onSelect = vi.fn();
    render(<ViewTabs views={SAMPLE_VIEWS} activeId="all" onSelect={onSelect} labels={sampleLabels} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Late deliveries, shared' }));
    expect(onSelect).toHaveBeenLastCalledWith('late');
    screen.getByRole('tab', { name: 'All orders' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending in Cairo, default' })).toHaveFocus();
    expect(onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Late deliveries, shared' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('late');
  });

  it('lets only the open tab (or the first) take the focus with Tab', () => {
    const { rerender } = render(
      <ViewTabs views={SAMPLE_VIEWS} activeId="failed" onSelect={() => {}} labels={sampleLabels} />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
    rerender(<ViewTabs views={SAMPLE_VIEWS} activeId={null} onSelect={() => {}} labels={sampleLabels} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});
