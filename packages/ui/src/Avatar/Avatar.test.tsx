import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Layla Haddad')).toBe('LH');
    expect(initialsOf('  mona   ali salem ')).toBe('MS');
    expect(initialsOf('Youssef')).toBe('Y');
    expect(initialsOf('')).toBe('');
  });

  it('skips articles so the family name gives its own letter', () => {
    expect(initialsOf('Karim el-Masry')).toBe('KM');
    expect(initialsOf('عبدالله الخطيب')).toBe('ع\u200Cخ');
  });

  it('keeps Arabic initials apart so they do not join into a word', () => {
    expect(initialsOf('محمد أحمد')).toBe('م\u200Cأ');
    expect(initialsOf('سارة')).toBe('س');
  });
});

describe('Avatar', () => {
  it('is one image named after the person, with initials while there is no picture', () => {
    render(<Avatar name="Layla Haddad" />);
    expect(screen.getByRole('img', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(screen.getByText('LH')).toBeInTheDocument();
  });

  it('reads the status after the name', () => {
    const { rerender } = render(<Avatar name="Omar Farouk" status="away" />);
    expect(screen.getByRole('img', { name: 'Omar Farouk (Away)' })).toBeInTheDocument();
    rerender(<Avatar name="عمر فاروق" status="online" statusLabel="متصل" />);
    expect(screen.getByRole('img', { name: 'عمر فاروق (متصل)' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Layla Haddad" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
