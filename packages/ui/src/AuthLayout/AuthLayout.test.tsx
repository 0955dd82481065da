import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout.tsx';

const form = <h1>Sign in</h1>;

describe('AuthLayout', () => {
  it('shows the product name over the card in a main landmark, and the copyright in the footer', () => {
    render(
      <AuthLayout productName="Souq Admin" copyright="© 2026 Souq">
        {form}
      </AuthLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByText('Souq Admin')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Souq');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('moves the product name into the top bar when one is shown', () => {
    render(
      <AuthLayout productName="Souq Admin" topbar={<button type="button">العربية</button>}>
        {form}
      </AuthLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Souq Admin')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'العربية' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Souq Admin')).toBeNull();
  });

  it('writes the background as a data attribute, white by default', () => {
    const { container, rerender } = render(<AuthLayout productName="Souq Admin">{form}</AuthLayout>);
    expect(container.firstElementChild).toHaveAttribute('data-background', 'white');
    rerender(
      <AuthLayout productName="Souq Admin" background="image">
        {form}
      </AuthLayout>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-background', 'image');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
