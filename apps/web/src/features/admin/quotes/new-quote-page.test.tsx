import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { QUOTE_VALID_DAYS } from '@store/contracts/constants';
import type { QuickOrderReviewLine } from '@store/contracts/quick-order';
import { addDays, storeDayOf } from '@store/contracts/store-time';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { storeTimeZone } from '../../../lib/store-time.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInStaff } from '../../../test/render-with-providers.tsx';
import NewQuotePage from './new-quote-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const line = (n: number, code: string, stocktype: 'SIZES' | 'BOXES', quantity: number, price: number): QuickOrderReviewLine => ({
  line: n,
  code,
  size: stocktype === 'SIZES' ? '41' : null,
  quantity,
  item: {
    prodvarid: 100 + n,
    sizeid: stocktype === 'SIZES' ? 51 : null,
    productid: 7,
    product_name: stocktype === 'SIZES' ? 'Zapatilla Andes Runner' : 'Botín Páramo',
    brand_name: 'Andes',
    color: { name: 'Negro', hexcode: '#111111' },
    stocktype,
    unit: 'PAIR',
    units_per_box: 12,
    unit_price: price,
    subtotal: price * quantity * (stocktype === 'BOXES' ? 12 : 1),
    image: '/media/x.webp',
  },
  error: null,
});

describe('NewQuotePage', () => {
  it('writes a quote for a company from pasted lines at its prices, priced per line, and opens it', async () => {
    signInStaff('SALES');
    const fetchMock = stubApi({
      'GET admin/distributors': () => ({
        body: {
          ok: true,
          distributors: [
            {
              userid: 9,
              ci: '0190012345001',
              email: 'tienda.cuenca@example.com',
              companyName: 'Calzado El Paso',
              name: 'María',
              lastname: 'Quezada',
              phone: '',
              city: 'Cuenca',
              province: 'Azuay',
              status: 'APPROVED',
              createdAt: '',
              documents: 0,
            },
          ],
          info: { currentPage: 1, totalPages: 1, limit: 8, total: 1 },
          counts: {},
        },
      }),
      'POST admin/company-lines': () => ({
        body: { ok: true, lines: [line(1, 'AR-7-NEG', 'SIZES', 24, 25), line(2, 'PA-8-CAF', 'BOXES', 1, 39.9)], total: 1078.8 },
      }),
      'POST admin/quotes': () => ({ status: 201, body: { ok: true, msg: ADMIN_MSG.quoteSent(55), quoteid: 55 } }),
    });
    renderPage(<NewQuotePage />, { path: '/admin/quotes/new' });

    expect(screen.getByText('Escoja primero el distribuidor: los precios de lista son los suyos.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Escoger Calzado El Paso' }));
    await userEvent.type(screen.getByLabelText('Líneas'), 'AR-7-NEG 41 24{enter}PA-8-CAF 1');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar líneas' }));

    const runner = await screen.findByLabelText(/^Precio cotizado de Zapatilla Andes Runner/);
    await vi.waitFor(() => expect(runner).toHaveValue('25.00'));
    expect(screen.getByLabelText(/^Precio cotizado de Botín Páramo/)).toHaveValue('39.90');
    await userEvent.clear(runner);
    await userEvent.type(runner, '23');
    // 24 × $23 + 12 × $39.90
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,030.80');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/quotes/55'));
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/quotes');
    expect(JSON.parse(String(init?.body))).toEqual({
      companyid: 9,
      valid_until: addDays(storeDayOf(new Date(), storeTimeZone), QUOTE_VALID_DAYS),
      reply: '',
      percent_off: null,
      lines: [
        { prodvarid: 101, sizeid: 51, quantity: 24, price: 23 },
        { prodvarid: 102, sizeid: null, quantity: 1, price: 39.9 },
      ],
    });
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'admin/company-lines')[0][1]?.body))).toEqual({
      companyid: 9,
      text: 'AR-7-NEG 41 24\nPA-8-CAF 1',
      // a quote's only by their selling unit: its stock is weighed when it is accepted
      purpose: 'quote',
    });
  });
});
