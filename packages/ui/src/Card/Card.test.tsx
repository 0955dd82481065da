import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders title as a heading with subtitle, actions, body and footer', () => {
    render(
      <Card
        title="Order #10482"
        subtitle="Green Basket"
        actions={<button type="button">Edit</button>}
        footer="Updated"
      >
        Three items
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order #10482' })).toBeInTheDocument();
    expect(screen.getByText('Green Basket')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Three items')).toBeInTheDocument();
    expect(screen.getByText('Updated')).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Wallet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Wallet' })).toBeInTheDocument();
  });

  it('renders no header when there is nothing to put in it', () => {
    const { container } = render(<Card>Body</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild?.childElementCount).toBe(1);
  });

  it('exposes the app appearance settings as data attributes', () => {
    const { container } = render(
      <Card shadow borderless squared>
        Body
      </Card>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-shadow');
    expect(root).toHaveAttribute('data-borderless');
    expect(root).toHaveAttribute('data-squared');
  });

  it('leaves the attributes off by default', () => {
    const { container } = render(<Card>Body</Card>);
    const root = container.firstElementChild!;
    expect(root).not.toHaveAttribute('data-shadow');
    expect(root).not.toHaveAttribute('data-borderless');
    expect(root).not.toHaveAttribute('data-squared');
  });
});
