import type { QuoteDetail, QuoteLine, QuoteSummary } from '@store/contracts/quotes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch, useParams } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { QuotesPage } from './quotes-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The company's «Consulta»: reads prices, orders and quotes; orders nothing. */
function signInViewer() {
  signIn();
  session.save({ ...(session.get() as NonNullable<ReturnType<typeof session.get>>), company_role: 'VIEWER' });
}

const summary = (quoteid: number, state: QuoteSummary['state'], over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  quoteid,
  state,
  companyid: 3,
  company_name: 'Calzado El Paso',
  requested_by: 'Carlos Compras',
  created_at: '2025-03-05T15:30:00.000Z',
  valid_until: state === 'REQUESTED' ? null : '2025-03-20',
  list_total: 824.4,
  total: state === 'REQUESTED' ? null : 741.96,
  unit_totals: { PAIR: 36, UNIT: 0 },
  saleid: state === 'ACCEPTED' ? 58 : null,
  ...over,
});

/** Three boxes of 12 pairs listed at $22.90, quoted at $20.61 a pair (10 % off): $741.96. */
const line = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  quotelineid: 1,
  prodvarid: 921,
  sizeid: null,
  productid: 240,
  product_name: 'Zapatilla casual Austro Sendero',
  brand_name: 'Austro',
  code: 'AU-1240-VIN',
  color: { name: 'Vino', hexcode: '#7B1E3A' },
  size: null,
  stocktype: 'BOXES',
  unit: 'PAIR',
  units_per_quantity: 12,
  quantity: 3,
  thumbnail: '/media/products/running.svg',
  list_price: 22.9,
  quoted_price: 20.61,
  line_total: 741.96,
  ...over,
});

const detail = (quoteid: number, state: QuoteDetail['state'], over: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...summary(quoteid, state),
  note: 'Lo necesitamos antes del 15 de marzo',
  reply: state === 'REQUESTED' ? '' : 'Precio especial por volumen',
  percent_off: state === 'REQUESTED' ? null : 10,
  answered_by: state === 'REQUESTED' ? null : 'Vera Ventas',
  answered_at: state === 'REQUESTED' ? null : '2025-03-06T14:00:00.000Z',
  decline_reason: '',
  lines: [line(state === 'REQUESTED' ? { quoted_price: null, line_total: 824.4 } : {})],
  ...over,
});

const branch = { province: 'Azuay', parish: 'Cuenca', reference: '', phone: '072845678', contact: 'María Quezada' };
const branches = {
  ok: true,
  branches: [
    { ...branch, branchid: 1, name: 'Matriz', canton: 'Cuenca', street: 'Calle Gran Colombia 8-45', main: true },
    {
      ...branch,
      branchid: 2,
      name: 'Local Gualaceo',
      canton: 'Gualaceo',
      parish: 'Gualaceo',
      street: 'Av. Jaime Roldós 3-12',
      main: false,
    },
  ],
};

/** Where accepting leads: the order the address names. */
function OrderLanding() {
  return <h1>Orden #{useParams().orderId}</h1>;
}

const renderQuotes = (path = '/quotes') =>
  renderWithProviders(
    <Switch>
      <Route path="/quotes">{<QuotesPage />}</Route>
      <Route path="/orders/:orderId">{<OrderLanding />}</Route>
    </Switch>,
    path,
  );

describe('QuotesPage', () => {
  it('lists the quotes with their states, totals («Por cotizar» until answered) and the day each holds until', async () => {
    signIn();
    stubApi({
      'GET quotes': () => ({
        body: {
          ok: true,
          quotes: [
            summary(5, 'REQUESTED'),
            summary(4, 'SENT'),
            summary(3, 'ACCEPTED'),
            summary(2, 'DECLINED'),
            summary(1, 'EXPIRED', { valid_until: '2025-02-01' }),
          ],
        },
      }),
    });
    renderQuotes();

    const requested = (await screen.findByText('#5')).closest('tr')!;
    expect(within(requested).getByText('Solicitada')).toBeInTheDocument();
    expect(within(requested).getByText('Por cotizar')).toBeInTheDocument();
    expect(within(requested).getByText('36 pares')).toBeInTheDocument();
    expect(within(requested).getByText(/5 mar 2025/)).toBeInTheDocument();

    const sent = screen.getByText('#4').closest('tr')!;
    expect(within(sent).getByText('Respondida')).toBeInTheDocument();
    expect(within(sent).getByText('$741.96')).toBeInTheDocument();
    expect(within(sent).getByText('$824.40')).toBeInTheDocument();
    expect(within(sent).getByText('20 mar 2025')).toBeInTheDocument();

    expect(within(screen.getByText('#3').closest('tr')!).getByText('Aceptada')).toBeInTheDocument();
    expect(within(screen.getByText('#2').closest('tr')!).getByText('Rechazada')).toBeInTheDocument();
    expect(within(screen.getByText('#1').closest('tr')!).getByText('Vencida')).toBeInTheDocument();
    for (const column of ['Cotización', 'Estado', 'Fecha', 'Válida hasta', 'Total', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText('5 cotizaciones')).toBeInTheDocument();
  });

  it('says how to ask for one from the cart when there are none', async () => {
    signIn();
    stubApi({ 'GET quotes': () => ({ body: { ok: true, quotes: [] } }) });
    renderQuotes();

    expect(await screen.findByText('Aún no tiene cotizaciones')).toBeInTheDocument();
    expect(screen.getByText(/pulse «Solicitar cotización»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens an answered quote: the list price struck above the quoted one, the totals, the notes and the day it holds until', async () => {
    signIn();
    stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [summary(4, 'SENT')] } }),
      'GET quotes/4': () => ({ body: { ok: true, quote: detail(4, 'SENT') } }),
    });
    renderQuotes();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver la cotización #4' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cotización #4' }));
    expect(await dialog.findByText('Zapatilla casual Austro Sendero')).toBeInTheDocument();
    expect(dialog.getByText('AU-1240-VIN')).toBeInTheDocument();
    expect(dialog.getByText('Vino')).toBeInTheDocument();
    expect(dialog.getByText('3 cajas')).toBeInTheDocument();
    expect(dialog.getAllByText('36 pares')).toHaveLength(2);
    expect(dialog.getByText('$22.90').tagName).toBe('S');
    expect(dialog.getByText('$20.61')).toBeInTheDocument();
    expect(dialog.getByText('Válida hasta el 20 mar 2025')).toBeInTheDocument();
    expect(dialog.getByText('Precio especial por volumen')).toBeInTheDocument();
    expect(dialog.getByText('Lo necesitamos antes del 15 de marzo')).toBeInTheDocument();
    expect(dialog.getByText('-$82.44')).toBeInTheDocument();
    expect(dialog.getAllByText('$741.96').length).toBeGreaterThan(0);
    expect(dialog.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Aceptar cotización' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('accepts into the branch chosen and lands on the new order', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [summary(4, 'SENT')] } }),
      'GET quotes/4': () => ({ body: { ok: true, quote: detail(4, 'SENT') } }),
      'GET company/branches': () => ({ body: branches }),
      'POST quotes/4/accept': () => ({
        status: 201,
        body: { ok: true, msg: 'Cotización aceptada: su orden #58 quedó registrada con los precios cotizados', saleid: 58 },
      }),
    });
    renderQuotes('/quotes?quote=4');
    const detailDialog = within(await screen.findByRole('dialog', { name: 'Cotización #4' }));
    await userEvent.click(await detailDialog.findByRole('button', { name: 'Aceptar cotización' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Aceptar cotización #4' }));
    expect(dialog.getByText('Se creará una orden por $741.96 con los precios cotizados.')).toBeInTheDocument();
    const select = await dialog.findByLabelText('Enviar a la sucursal');
    expect(select).toHaveDisplayValue('Matriz (principal)');
    await userEvent.selectOptions(select, 'Local Gualaceo');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar y crear orden' }));

    expect(await screen.findByRole('heading', { name: 'Orden #58' })).toBeInTheDocument();
    expect(await screen.findByText('Cotización aceptada: su orden #58 quedó registrada con los precios cotizados')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', 'quotes/4/accept');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ branchid: 2 });
  });

  it('shows a refusal (409) as the server words it and stays on the quote', async () => {
    signIn();
    const refusal =
      'No se pudo aceptar la cotización; nada se pidió. AU-1240-VIN: cotizó 3 cajas, quedan 1 caja. Solicite una cotización nueva.';
    stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [summary(4, 'SENT')] } }),
      'GET quotes/4': () => ({ body: { ok: true, quote: detail(4, 'SENT') } }),
      'GET company/branches': () => ({ body: { ok: true, branches: branches.branches.slice(0, 1) } }),
      'POST quotes/4/accept': () => ({ status: 409, body: { ok: false, msg: refusal } }),
    });
    renderQuotes('/quotes?quote=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar cotización' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Aceptar cotización #4' }));
    // one branch: said, not asked
    expect(await dialog.findByText(/Se entrega en su sucursal Matriz: Calle Gran Colombia 8-45/)).toBeInTheDocument();
    expect(dialog.queryByLabelText('Enviar a la sucursal')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar y crear orden' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('heading', { name: /^Orden #/ })).not.toBeInTheDocument();
  });

  it('declines with the reason given', async () => {
    signIn();
    let state: QuoteDetail['state'] = 'SENT';
    const fetchMock = stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [summary(4, state)] } }),
      'GET quotes/4': () => ({
        body: { ok: true, quote: detail(4, state, state === 'DECLINED' ? { decline_reason: 'Encontramos otro precio' } : {}) },
      }),
      'POST quotes/4/decline': () => {
        state = 'DECLINED';
        return { body: { ok: true, msg: 'Cotización rechazada. Gracias por avisarnos.' } };
      },
    });
    renderQuotes('/quotes?quote=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar cotización #4' }));
    await userEvent.type(dialog.getByLabelText('Motivo (opcional)'), 'Encontramos otro precio');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar cotización' }));

    expect(await screen.findByText('Cotización rechazada. Gracias por avisarnos.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'quotes/4/decline')[0][1]?.body))).toEqual({ reason: 'Encontramos otro precio' });
    expect(await screen.findByText('Motivo: Encontramos otro precio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar cotización' })).not.toBeInTheDocument();
  });

  it('says why an expired quote cannot be accepted, and links an accepted one to its order', async () => {
    signIn();
    stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [] } }),
      'GET quotes/1': () => ({ body: { ok: true, quote: detail(1, 'EXPIRED', { valid_until: '2025-02-01' }) } }),
      'GET quotes/3': () => ({ body: { ok: true, quote: detail(3, 'ACCEPTED') } }),
    });
    const { unmount } = renderQuotes('/quotes?quote=1');
    const expired = within(await screen.findByRole('dialog', { name: 'Cotización #1' }));
    expect(
      await expired.findByText('Esta cotización venció el 1 feb 2025 y ya no se puede aceptar. Solicite una nueva desde su carrito.'),
    ).toBeInTheDocument();
    expect(expired.queryByRole('button', { name: 'Aceptar cotización' })).not.toBeInTheDocument();
    unmount();

    renderQuotes('/quotes?quote=3');
    const accepted = within(await screen.findByRole('dialog', { name: 'Cotización #3' }));
    expect(await accepted.findByRole('link', { name: 'Ver orden #58' })).toHaveAttribute('href', '/orders/58');
    expect(accepted.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it('shows a «Consulta» everything but no button to accept or decline', async () => {
    signInViewer();
    stubApi({
      'GET quotes': () => ({ body: { ok: true, quotes: [summary(4, 'SENT')] } }),
      'GET quotes/4': () => ({ body: { ok: true, quote: detail(4, 'SENT') } }),
    });
    renderQuotes('/quotes?quote=4');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cotización #4' }));
    expect(await dialog.findByText('Zapatilla casual Austro Sendero')).toBeInTheDocument();
    expect(dialog.getByText('Válida hasta el 20 mar 2025')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Aceptar cotización' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });
});
