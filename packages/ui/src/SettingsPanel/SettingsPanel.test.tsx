import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingsPanel } from './SettingsPanel.tsx';
import type { ShellSettings } from './SettingsPanel.types.ts';
import { defaultShellSettings, withVariantPreset } from './shellSettings.ts';

// jsdom has no PointerEvent, so fireEvent would drop clientX and pointerId.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

function setup(props: Partial<Parameters<typeof SettingsPanel>[0]> = {}) {
  const onChange = vi.fn();
  const onPreset = vi.fn();
  const onPositionChange = vi.fn();
  render(
    <SettingsPanel
      settings={defaultShellSettings}
      onChange={onChange}
      onPreset={onPreset}
      onPositionChange={onPositionChange}
      {...props}
    />,
  );
  return { onChange, onPreset, onPositionChange };
}

// The panel has many controls; a busy machine needs more than the default 5 s.
describe('SettingsPanel', { timeout: 30_000 }, () => {
  it('opens from the gear button and closes with Escape and the close button', async () => {
    const user = userEvent.setup();
    setup();
    const gear = screen.getByRole('button', { name: 'Open settings' });
    await user.click(gear);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(gear);
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when the page behind is clicked', async () => {
    const user = userEvent.setup();
    setup({ defaultOpen: true });
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the nine variants as presets and reports the one picked', async () => {
    const user = userEvent.setup();
    const { onPreset } = setup({ defaultOpen: true });
    const presets = screen.getByRole('radiogroup', { name: 'Preset' });
    const cards = within(presets).getAllByRole('radio');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Default',
      'Waterfall',
      'Ocean',
      'Sunrise',
      'Spring',
      'Forest',
      'River',
      'Flower',
      'Waves',
    ]);
    expect(within(presets).getByRole('radio', { name: 'Default' })).toBeChecked();
    await user.click(within(presets).getByRole('radio', { name: 'Ocean' }));
    expect(onPreset).toHaveBeenCalledWith('ocean');
  });

  it('reports each change with its setting key and typed value', async () => {
    const user = userEvent.setup();
    const { onChange } = setup({ defaultOpen: true, defaultGroups: ['application', 'layout', 'menu'] });
    await user.click(screen.getByRole('radio', { name: 'Air' }));
    expect(onChange).toHaveBeenCalledWith('version', 'air');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('theme', 'dark');
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(onChange).toHaveBeenCalledWith('locale', 'ar-EG');
    await user.click(screen.getByRole('switch', { name: 'Gray background' }));
    expect(onChange).toHaveBeenCalledWith('isGrayBackground', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Menu layout' }), 'flyout');
    expect(onChange).toHaveBeenCalledWith('layoutMenu', 'flyout');
    fireEvent.change(screen.getByRole('slider', { name: 'Menu width' }), { target: { value: '300' } });
    expect(onChange).toHaveBeenCalledWith('leftMenuWidth', 300);
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#c2255c' } });
    expect(onChange).toHaveBeenCalledWith('primaryColor', '#c2255c');
  });

  it('shows the current settings', () => {
    const settings: ShellSettings = {
      ...withVariantPreset(defaultShellSettings, 'waterfall'),
      leftMenuWidth: 300,
    };
    setup({ settings, defaultOpen: true, defaultGroups: ['application', 'menu', 'footer'] });
    expect(screen.getByRole('radio', { name: 'Waterfall' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Collapsed' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Menu colour' })).toHaveValue('dark');
    expect(screen.getByRole('combobox', { name: 'Footer' })).toHaveValue('v2');
    expect(screen.getByRole('slider', { name: 'Menu width' })).toHaveValue('300');
    expect(screen.getByText('300px')).toBeInTheDocument();
  });

  it('moves with the arrow keys from its header handle, mirrored in right-to-left', async () => {
    const user = userEvent.setup();
    const { onPositionChange } = setup({ defaultOpen: true, defaultPosition: { x: 100, y: 100 } });
    const handle = screen.getByRole('button', { name: 'Settings' });
    expect(handle).toHaveAccessibleDescription('Drag, or use the arrow keys to move the panel');
    const panel = screen.getByRole('dialog');
    // jsdom has no layout: make the panel report where its position says it is.
    panel.getBoundingClientRect = () => {
      const x = parseFloat(panel.style.getPropertyValue('--settings-panel-x'));
      const y = parseFloat(panel.style.getPropertyValue('--settings-panel-y'));
      return { left: x, top: y, right: x + 360, bottom: y + 500, width: 360, height: 500 } as DOMRect;
    };
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 116, y: 100 });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 116, y: 164 });
    expect(panel.style.getPropertyValue('--settings-panel-x')).toBe('116px');
    expect(panel).toHaveAttribute('data-moved');

    document.documentElement.setAttribute('dir', 'rtl');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // In RTL x counts from the right edge, so ArrowRight brings the panel closer to it.
    const before = onPositionChange.mock.calls.length;
    await user.keyboard('{ArrowRight}');
    expect(onPositionChange.mock.calls.length).toBe(before + 1);
    const [{ x }] = onPositionChange.mock.calls.at(-1) as [{ x: number }];
    const width = document.documentElement.clientWidth || window.innerWidth;
    expect(x).toBe(Math.max(0, width - (116 + 360) - 16));
    document.documentElement.setAttribute('dir', 'ltr');
  });

  it('clamps the panel inside the viewport', async () => {
    const user = userEvent.setup();
    const { onPositionChange } = setup({ defaultOpen: true, defaultPosition: { x: 0, y: 0 } });
    const handle = screen.getByRole('button', { name: 'Settings' });
    handle.focus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 0, y: 0 });
  });

  it('drags by the header with the pointer', () => {
    const { onPositionChange } = setup({ defaultOpen: true, defaultPosition: { x: 10, y: 10 } });
    const handle = screen.getByRole('button', { name: 'Settings' });
    const panel = screen.getByRole('dialog');
    panel.getBoundingClientRect = () =>
      ({ left: 10, top: 10, right: 370, bottom: 510, width: 360, height: 500 }) as DOMRect;
    fireEvent.pointerDown(handle, { button: 0, clientX: 50, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 90, clientY: 60, pointerId: 1 });
    expect(onPositionChange).toHaveBeenLastCalledWith({ x: 50, y: 50 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 200, clientY: 200, pointerId: 1 });
    expect(onPositionChange).toHaveBeenCalledTimes(1);
  });
});
