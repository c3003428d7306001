import type { CartDetail, MyCartResponse } from '@store/contracts/cart';
import { lineUnits } from '@store/contracts/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { cartSellingLine } from '../lib/selling-unit.ts';
import { session } from '../lib/session.ts';

/** Test helpers of the cart and orders features: a session, providers and `fetch` answered per route. */

export function signIn() {
  session.save({
    userid: 2,
    token: 'test-token',
    email: 'tienda.cuenca@example.com',
    name: 'María',
    lastname: 'Quezada',
    company_name: 'Calzado El Paso',
    role: 'DISTRIBUTOR',
    image: null,
  });
}

/** The demo administrator's session, for the back office's pages. */
export function signInAdmin() {
  session.save({
    userid: 1,
    token: 'admin-token',
    email: 'admin@calzadoandino.ec',
    name: 'Admin',
    lastname: 'Andino',
    company_name: 'Calzado Andino',
    role: 'ADMIN',
    image: null,
  });
}

export function renderWithProviders(ui: ReactNode, route = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export interface ApiReply {
  status?: number;
  body: unknown;
}
type Handler = (request: { url: URL; body: unknown }) => ApiReply;

/** Replaces `fetch` only: every route is answered by `routes['METHOD /api/path']`; anything else is a 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = handler
      ? handler({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
      : { status: 404, body: { ok: false, msg: 'Recurso no encontrado' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, as [url, init] pairs. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path);

/** Three boxes of 12 pairs at $22.90 a pair: 36 pairs, $824.40. */
export function cartLine(overrides: Partial<CartDetail> = {}): CartDetail {
  return {
    cartdetailid: 1,
    quantity: 3,
    size: null,
    available: 238,
    line_total: 824.4,
    cart_product: {
      prodvarid: 921,
      price: 22.9,
      discount_value: 0,
      code: 'AU-1240-VIN',
      color: { name: 'Vino', hexcode: '#7B1E3A' },
      product: {
        productid: 240,
        name: 'Zapatilla casual Austro Sendero',
        stocktype: 'BOXES',
        unit: 'PAIR',
        units_per_box: 12,
        preventa: false,
        product_brand: { name: 'Austro' },
      },
      product_media: [{ url: '/media/products/running.svg' }],
      product_stock: [{ quantity: 238 }],
    },
    ...overrides,
  };
}

export function cartResponse(lines: CartDetail[], extra: Partial<MyCartResponse> = {}): MyCartResponse {
  const total = lines.reduce((sum, l) => sum + l.line_total, 0);
  const subtotal = Math.round((total / 1.15) * 100) / 100;
  return {
    ok: true,
    userCart: {
      cartid: 1,
      cartdetail: lines,
      summary: {
        items: lines.length,
        units: lines.reduce((sum, l) => sum + lineUnits(cartSellingLine(l)), 0),
        gross: total,
        discountcode: null,
        discount_value: 0,
        discount_amount: 0,
        subtotal,
        vat: Math.round((total - subtotal) * 100) / 100,
        total,
      },
    },
    ...extra,
  };
}
