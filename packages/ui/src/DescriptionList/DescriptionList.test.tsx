import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList.tsx';

describe('DescriptionList', () => {
  it('renders semantic term/detail pairs in order', () => {
    const { container } = render(
      <DescriptionList
        items={[
          { term: 'Customer', detail: 'Layla Hassan' },
          { term: 'Total', detail: 'EGP 1,249.50' },
        ]}
      />,
    );
    expect(container.querySelector('dl')).not.toBeNull();
    const terms = screen.getAllByRole('term');
    const details = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Customer', 'Total']);
    expect(details.map((d) => d.textContent)).toEqual(['Layla Hassan', 'EGP 1,249.50']);
  });

  it('shows the empty text for missing details', () => {
    render(<DescriptionList items={[{ term: 'Coupon', detail: '' }, { term: 'Note' }]} emptyText="None" />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['None', 'None']);
  });

  it('keeps zero as a real value', () => {
    render(<DescriptionList items={[{ term: 'Items', detail: 0 }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('0');
  });

  it('sets the column count and layout as data attributes', () => {
    const { container } = render(<DescriptionList items={[]} columns={3} layout="inline" />);
    const dl = container.querySelector('dl')!;
    expect(dl).toHaveAttribute('data-columns', '3');
    expect(dl).toHaveAttribute('data-layout', 'inline');
  });
});
