import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../SideMenu/index.ts';
import { MobileDrawer } from './MobileDrawer.tsx';
import { EDGE_SWIPE_ZONE_PX, isOpeningSwipe, MIN_SWIPE_DISTANCE_PX } from './swipe.ts';

const items: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'orders', title: 'Orders', url: '#/orders' },
];
const trigger = <button type="button">Open menu</button>;

function swipe(fromX: number, toX: number) {
  fireEvent.touchStart(document, { touches: [{ clientX: fromX, clientY: 300 }] });
  fireEvent.touchEnd(document, { changedTouches: [{ clientX: toX, clientY: 300 }] });
}

describe('isOpeningSwipe', () => {
  const width = 390;
  it('uses a 70 px edge zone and more than 50 px of travel', () => {
    expect(EDGE_SWIPE_ZONE_PX).toBe(70);
    expect(MIN_SWIPE_DISTANCE_PX).toBe(50);
  });
  it('opens on a swipe that starts at the left edge in LTR and moves right far enough', () => {
    expect(isOpeningSwipe({ x: 30 }, { x: 90 }, width, 'ltr')).toBe(true);
  });
  it('ignores a swipe that starts away from the edge', () => {
    expect(isOpeningSwipe({ x: 100 }, { x: 200 }, width, 'ltr')).toBe(false);
  });
  it('ignores a swipe that is too short', () => {
    expect(isOpeningSwipe({ x: 30 }, { x: 70 }, width, 'ltr')).toBe(false);
  });
  it('ignores a swipe toward the edge', () => {
    expect(isOpeningSwipe({ x: 60 }, { x: 0 }, width, 'ltr')).toBe(false);
  });
  it('mirrors in RTL: from the right edge, moving left', () => {
    expect(isOpeningSwipe({ x: width - 30 }, { x: width - 90 }, width, 'rtl')).toBe(true);
    expect(isOpeningSwipe({ x: width - 100 }, { x: width - 200 }, width, 'rtl')).toBe(false);
    expect(isOpeningSwipe({ x: width - 30 }, { x: width - 70 }, width, 'rtl')).toBe(false);
    expect(isOpeningSwipe({ x: 30 }, { x: 90 }, width, 'rtl')).toBe(false);
  });
});

describe('MobileDrawer', { timeout: 20_000 }, () => {
  it('opens from its trigger as a named dialog with the menu inside', async () => {
    const onOpenChange = vi.fn();
    render(<MobileDrawer items={items} trigger={trigger} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes with the close button, with Escape, and after following a link', async () => {
    const onItemClick = vi.fn();
    render(<MobileDrawer items={items} trigger={trigger} onItemClick={onItemClick} />);
    const open = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(<MobileDrawer items={items} open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens on a swipe from the inline-start edge of the screen', () => {
    const onOpenChange = vi.fn();
    render(<MobileDrawer items={items} onOpenChange={onOpenChange} />);
    swipe(120, 260);
    swipe(20, 50);
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe(20, 120);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('does not listen for swipes when swipeToOpen is off', () => {
    render(<MobileDrawer items={items} swipeToOpen={false} />);
    swipe(20, 120);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
