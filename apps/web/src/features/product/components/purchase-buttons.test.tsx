import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseButtons } from './purchase-buttons.tsx';

describe('PurchaseButtons before and after the hydration', () => {
  it('look busy in the server’s HTML, then answer once the page is the browser’s', async () => {
    const onAdd = vi.fn();
    const onBuyNow = vi.fn();
    const tree = <PurchaseButtons busy={false} onAdd={onAdd} onBuyNow={onBuyNow} />;
    const html = renderToString(tree);
    // Not disabled (a tap during the hydration is replayed), but visibly getting ready.
    expect(html.match(/aria-busy="true"/g)).toHaveLength(2);
    expect(html).not.toMatch(/ disabled(="")?[ >]/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    const add = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(add).not.toHaveAttribute('aria-busy');
    await act(async () => add.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
