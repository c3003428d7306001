import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartBadge } from './cart-badge.tsx';

describe('CartBadge', () => {
  it("shows '9+' above nine items", () => {
    render(<CartBadge items={10} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^9\+$/);
  });

  it('shows the count itself up to nine', () => {
    render(<CartBadge items={9} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^9$/);
  });

  it('shows nothing for an empty cart', () => {
    const { container } = render(<CartBadge items={0} />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
