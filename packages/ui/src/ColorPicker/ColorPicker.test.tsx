import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isHexColor, normalizeHex } from './color.ts';
import { ColorPicker } from './ColorPicker.tsx';

describe('hex rules', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#4b7cf3')).toBe(true);
    expect(isHexColor('#ABC')).toBe(true);
    expect(isHexColor('4b7cf3')).toBe(false);
    expect(isHexColor('#4b7cf')).toBe(false);
    expect(isHexColor('#12g')).toBe(false);
    expect(isHexColor('#4b7cf3ff')).toBe(false);
  });

  it('normalises to lowercase six digits', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' #4B7CF3 ')).toBe('#4b7cf3');
  });
});

describe('ColorPicker', { timeout: 20_000 }, () => {
  it('defaults to the product primary colour, checked among the swatches', () => {
    render(<ColorPicker label="Primary colour" />);
    expect(screen.getByRole('group', { name: 'Primary colour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByLabelText('Hex code')).toHaveValue('#4b7cf3');
  });

  it('selects a swatch by click and by arrow keys', async () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Primary colour" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    expect(onChange).toHaveBeenLastCalledWith('#1f8a4c');
    // Radix moves focus on the next tick and checks only while the arrow key is still down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('#b86e00'));
    await userEvent.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Amber' })).toBeChecked();
    expect(screen.getByLabelText('Hex code')).toHaveValue('#b86e00');
  });

  it('emits a typed hex once valid and flags invalid text', async () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Primary colour" onChange={onChange} />);
    const input = screen.getByLabelText('Hex code');
    await userEvent.clear(input);
    await userEvent.type(input, '#12g');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a colour as #rgb or #rrggbb.');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '#C36');
    expect(onChange).toHaveBeenLastCalledWith('#cc3366');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('takes a colour from the native input', () => {
    const onChange = vi.fn();
    render(<ColorPicker label="Primary colour" onChange={onChange} />);
    // jsdom has no colour dialog; set the value as the browser would.
    fireEvent.input(screen.getByLabelText('Custom colour'), { target: { value: '#0a6b5d' } });
    expect(onChange).toHaveBeenCalledWith('#0a6b5d');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<ColorPicker label="Primary colour" value="#4b7cf3" />);
    rerender(<ColorPicker label="Primary colour" value="#D92D3A" />);
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByLabelText('Hex code')).toHaveValue('#d92d3a');
  });

  it('disables every part', () => {
    render(<ColorPicker label="Primary colour" disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByLabelText('Hex code')).toBeDisabled();
    expect(screen.getByLabelText('Custom colour')).toBeDisabled();
  });
});
