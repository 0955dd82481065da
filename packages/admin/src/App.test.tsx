import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App, PRODUCT_NAME } from './App.tsx';

describe('App', () => {
  it('renders inside the themed root', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: PRODUCT_NAME })).toBeInTheDocument();
    expect(document.getElementById('ui-theme-tokens')).not.toBeNull();
  });
});
