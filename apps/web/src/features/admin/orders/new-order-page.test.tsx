import type { DistributorResponse, DistributorRow } from '@store/contracts/admin-distributors';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { Branch } from '@store/contracts/delivery';
import type { QuickOrderReview, QuickOrderReviewLine } from '@store/contracts/quick-order';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInStaff } from '../../../test/render-with-providers.tsx';
import NewOrderPage from './new-order-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const company: DistributorRow = {
  userid: 9,
  ci: '0190012345001',
  email: 'tienda.cuenca@example.com',
  companyName: 'Calzado El Paso',
  name: 'María',
  lastname: 'Quezada',
  phone: '0991234567',
  city: 'Cuenca',
  province: 'Azuay',
  status: 'APPROVED',
  createdAt: '2025-01-01T00:00:00.000Z',
  documents: 1,
};

const branch = (branchid: number, name: string, main: boolean): Branch => ({
  branchid,
  name,
  province: 'Azuay',
  canton: main ? 'Cuenca' : 'Gualaceo',
  parish: null,
  street: 'Av. Loja 1-23',
  reference: '',
  phone: '072345678',
  contact: 'María Quezada',
  main,
});

const detail = {
  ok: true,
  distributor: { ...company, phone2: '', basePhone: '', address: 'Av. Loja 1-23', statusReason: null, groupid: null, updatedAt: '' },
  documents: [],
  branches: [branch(3, 'Matriz', true), branch(4, 'Local Gualaceo', false)],
  people: [],
  orders: { count: 0, totalCents: 0, canceled: 0 },
} as DistributorResponse;

const good = (line: number, code: string, size: string | null, quantity: number, price: number): QuickOrderReviewLine => ({
  line,
  code,
  size,
  quantity,
  item: {
    prodvarid: 100 + line,
    sizeid: size ? 50 + line : null,
    productid: 7,
    product_name: 'Zapatilla Andes Runner',
    brand_name: 'Andes',
    color: { name: 'Negro', hexcode: '#111111' },
    stocktype: 'SIZES',
    unit: 'PAIR',
    units_per_box: 12,
    unit_price: price,
    subtotal: price * quantity,
    image: '/media/x.webp',
  },
  error: null,
});

const review = (lines: QuickOrderReviewLine[]): QuickOrderReview => ({
  ok: true,
  lines,
  total: lines.reduce((s, l) => s + (l.item?.subtotal ?? 0), 0),
});

describe('NewOrderPage («Crear pedido»)', () => {
  it('reviews the pasted lines at the company’s prices and sends company, branch, lines and code; a refusal is shown as is', async () => {
    signInStaff('SALES');
    const credit = ADMIN_MSG.keyedCreditExceeded('Calzado El Paso', 150000, 42000, 200000);
    let refuse = true;
    const fetchMock = stubApi({
      'GET admin/distributors': () => ({
        body: { ok: true, distributors: [company], info: { currentPage: 1, totalPages: 1, limit: 8, total: 1 }, counts: {} },
      }),
      'GET admin/distributors/9': () => ({ body: detail }),
      'POST admin/company-lines': ({ body }) => ({
        body: String((body as { text: string }).text).includes('XX-1')
          ? review([
              good(1, 'AR-7-NEG', '41', 24, 25),
              {
                line: 2,
                code: 'XX-1',
                size: null,
                quantity: 3,
                item: null,
                error: { reason: 'codeUnknown', params: { code: 'XX-1' }, msg: 'Línea 2: el código XX-1 no existe' },
              },
            ])
          : review([good(1, 'AR-7-NEG', '41', 24, 25), good(2, 'AR-7-NEG', '42', 6, 25)]),
      }),
      'POST admin/orders': () =>
        refuse
          ? { status: 409, body: { ok: false, msg: credit } }
          : { status: 201, body: { ok: true, msg: ADMIN_MSG.keyedOrderCreated(77, 'Calzado El Paso'), saleid: 77 } },
    });
    renderPage(<NewOrderPage />, { path: '/admin/orders/new' });

    await userEvent.click(await screen.findByRole('button', { name: 'Escoger Calzado El Paso' }));
    expect(String(callsTo(fetchMock, 'GET', 'admin/distributors')[0][0])).toContain('status=APPROVED');
    // the main branch first, preselected
    const branchSelect = await screen.findByLabelText('Sucursal de entrega');
    expect(branchSelect).toHaveValue('3');
    await userEvent.selectOptions(branchSelect, '4');

    const box = screen.getByLabelText('Líneas');
    await userEvent.type(box, 'AR-7-NEG 41 24{enter}XX-1 3');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar líneas' }));
    expect(await screen.findByText('1 línea válida')).toBeInTheDocument();
    expect(screen.getAllByText('Línea 2: el código XX-1 no existe').length).toBeGreaterThan(0);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'admin/company-lines')[0][1]?.body))).toEqual({
      companyid: 9,
      text: 'AR-7-NEG 41 24\nXX-1 3',
      // an order's lines are weighed against the stock
      purpose: 'order',
    });
    expect(screen.getByRole('button', { name: 'Crear pedido' })).toBeDisabled();

    // fixed and reviewed again
    await userEvent.clear(box);
    await userEvent.type(box, 'AR-7-NEG 41 24{enter}AR-7-NEG 42 6');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar líneas' }));
    expect(await screen.findByText('2 líneas válidas')).toBeInTheDocument();
    expect(screen.getByText('$750.00', { selector: 'p' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código de descuento'), 'MAYORISTA10');
    await userEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));

    expect(await screen.findByText(credit)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/orders');
    expect(JSON.parse(String(init?.body))).toEqual({
      companyid: 9,
      branchid: 4,
      discountcode: 'MAYORISTA10',
      lines: [
        { prodvarid: 101, sizeid: 51, quantity: 24 },
        { prodvarid: 102, sizeid: 52, quantity: 6 },
      ],
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/new');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Crear pedido' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/77'));
    expect(await screen.findByText(ADMIN_MSG.keyedOrderCreated(77, 'Calzado El Paso'))).toBeInTheDocument();
  });

  it('a change of the lines after the review asks for another review before creating', async () => {
    signInStaff('SALES');
    stubApi({
      'GET admin/distributors': () => ({
        body: { ok: true, distributors: [company], info: { currentPage: 1, totalPages: 1, limit: 8, total: 1 }, counts: {} },
      }),
      'GET admin/distributors/9': () => ({ body: { ...detail, branches: [] } }),
      'POST admin/company-lines': () => ({ body: review([good(1, 'AR-7-NEG', '41', 24, 25)]) }),
    });
    renderPage(<NewOrderPage />, { path: '/admin/orders/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Escoger Calzado El Paso' }));
    expect(await screen.findByText('Sin sucursales: se entrega en la dirección del distribuidor.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Líneas'), 'AR-7-NEG 41 24');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar líneas' }));
    const create = screen.getByRole('button', { name: 'Crear pedido' });
    await vi.waitFor(() => expect(create).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Líneas'), '0');
    expect(create).toBeDisabled();
    expect(screen.getByText('Cambió el texto: vuelva a revisarlo antes de crear el pedido.')).toBeInTheDocument();
  });
});
