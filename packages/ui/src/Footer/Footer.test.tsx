import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';
import type { FooterVariant } from './Footer.types.ts';

const links = [
  { key: 'help', title: 'Help centre', url: '/help', target: '_blank' },
  { key: 'terms', title: 'Terms of service', url: '/terms' },
];
const props = {
  productName: 'Souq Admin',
  copyright: '© 2026 Souq Marketplace.',
  description: 'Back office for stores.',
  links,
};

describe('Footer', () => {
  it('is the content-info landmark with its links in a named navigation', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-variant', 'v1');
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens external links safely', () => {
    render(<Footer {...props} />);
    const help = screen.getByRole('link', { name: 'Help centre' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noreferrer');
  });

  it.each<[FooterVariant, string[], string[]]>([
    ['v1', ['Back office for stores.', '© 2026 Souq Marketplace.'], ['Souq Admin']],
    ['v2', ['Souq Admin', '© 2026 Souq Marketplace.'], ['Back office for stores.']],
    ['v3', ['Souq Admin', 'Back office for stores.', '© 2026 Souq Marketplace.'], []],
    ['v4', ['Souq Admin', '© 2026 Souq Marketplace.'], ['Back office for stores.']],
  ])('layout %s shows what it should', (variant, shown, hidden) => {
    render(<Footer {...props} variant={variant} />);
    shown.forEach((text) => expect(screen.getByText(text)).toBeInTheDocument());
    hidden.forEach((text) => expect(screen.queryByText(text)).toBeNull());
  });

  it('renders no navigation without links', () => {
    render(<Footer {...props} links={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
