import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createStaticHistory } from './router.tsx';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StoreHistory', () => {
  it('keeps the query and the state of each entry, and goes back through them', async () => {
    const history = createMemoryHistory(['/store?search=bota']);
    expect(history.place()).toEqual({ pathname: '/store', search: '?search=bota', state: null });
    history.navigate('/orders/7', { state: { overList: true } });
    expect(history.place()).toEqual({ pathname: '/orders/7', search: '', state: { overList: true } });
    history.navigate({ pathname: '/orders', search: 'page=2' }, { replace: true });
    expect(history.place().search).toBe('?page=2');
    history.navigate(-1);
    await settle();
    expect(history.place().pathname).toBe('/store');
  });

  it('holds a link and the back button while the guard says so; go on passes once, stay stays', async () => {
    const history = createMemoryHistory(['/admin/products', '/admin/products/5']);
    history.setBlocker(({ nextLocation }) => nextLocation.pathname !== '/admin/products/5');

    history.navigate('/admin/orders');
    expect(history.isHolding()).toBe(true);
    expect(history.place().pathname).toBe('/admin/products/5');
    history.reset();
    expect(history.isHolding()).toBe(false);
    expect(history.place().pathname).toBe('/admin/products/5');

    // The back button: the move is taken back at once, and made again on proceed().
    history.navigate(-1);
    await settle();
    await settle();
    expect(history.isHolding()).toBe(true);
    expect(history.place().pathname).toBe('/admin/products/5');
    history.proceed();
    await settle();
    expect(history.isHolding()).toBe(false);
    expect(history.place().pathname).toBe('/admin/products');

    // A link let go by proceed() leaves the guard asking the next time.
    history.navigate('/admin/products/5');
    history.navigate('/admin/staff');
    expect(history.isHolding()).toBe(true);
    history.proceed();
    expect(history.place().pathname).toBe('/admin/staff');
    history.navigate('/admin/history');
    expect(history.isHolding()).toBe(true);
  });

  it('on the server records where a redirect would go instead of going', () => {
    const history = createStaticHistory('/cart?x=1');
    history.navigate('/');
    history.navigate('/error');
    expect(history.redirectedTo).toBe('/');
    expect(history.place()).toEqual({ pathname: '/cart', search: '?x=1', state: null });
  });
});
