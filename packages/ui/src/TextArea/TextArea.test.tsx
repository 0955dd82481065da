import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', { timeout: 20_000 }, () => {
  it('forwards the ref and passes name and events through', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea ref={ref} label="Note" name="note" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('name', 'note');
    await userEvent.type(box, 'Hi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('counts characters against maxLength and describes the field with the count', async () => {
    render(<TextArea label="Note" maxLength={10} defaultValue="abc" />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('3 of 10 characters used');
    await userEvent.type(box, 'defghijklmnop');
    expect(box).toHaveValue('abcdefghij');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Note" maxLength={20} value="hello" onChange={() => {}} />);
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
  });

  it('uses the given rows and shows hint and error', () => {
    render(<TextArea label="Reason" rows={6} hint="For finance." error="Too short." />);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('For finance. Too short.');
  });

  it('is disabled', () => {
    render(<TextArea label="Note" disabled />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });
});
