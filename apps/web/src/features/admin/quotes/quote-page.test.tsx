import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { QUOTE_VALID_DAYS } from '@store/contracts/constants';
import { addDays, storeDayOf } from '@store/contracts/store-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { storeTimeZone } from '../../../lib/store-time.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInStaff } from '../../../test/render-with-providers.tsx';
import { quoteDetail } from './quote-fixtures.ts';
import QuotePage from './quote-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithProviders(
    <Switch>
      <Route path="/admin/quotes/:id">{<QuotePage />}</Route>
    </Switch>,
    '/admin/quotes/12',
  );

const inAWeek = () => addDays(storeDayOf(new Date(), storeTimeZone), QUOTE_VALID_DAYS);
const priceOf = (product: string) => screen.getByLabelText(new RegExp(`^Precio cotizado de ${product}`));

describe('QuotePage', () => {
  it('sends a price per line, prefilled with the list prices, with the validity and the note', async () => {
    signInStaff('SALES');
    const answered = quoteDetail({ state: 'SENT', total: 940.8, answered_by: 'Vera Ventas', valid_until: inAWeek() });
    const fetchMock = stubApi({
      'GET admin/quotes/12': () => ({ body: { ok: true, quote: quoteDetail() } }),
      'PUT admin/quotes/12': () => ({ body: { ok: true, msg: ADMIN_MSG.quoteSent(12), quote: answered } }),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: /Cotización #12/ })).toHaveTextContent('Solicitada');
    expect(screen.getByText('Necesitamos precio para la temporada escolar')).toBeInTheDocument();
    // the header counts pairs as pairs («unidades» only for what is sold by the unit)
    expect(screen.getByText(/Pidió María Quezada · 36 pares$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(priceOf('Zapatilla Andes Runner')).toHaveValue('25.00');
    expect(priceOf('Botín Páramo')).toHaveValue('39.90');
    expect(screen.getByLabelText('Válida hasta')).toHaveValue(inAWeek());
    // 24 pairs × $25 + 12 pairs × $39.90
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,078.80');

    await userEvent.clear(priceOf('Zapatilla Andes Runner'));
    await userEvent.type(priceOf('Zapatilla Andes Runner'), '22.50');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$1,018.80');
    await userEvent.type(screen.getByLabelText('Nota para el distribuidor'), 'Precio especial por volumen');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));

    expect(await screen.findByText(ADMIN_MSG.quoteSent(12))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/quotes/12');
    expect(JSON.parse(String(init?.body))).toEqual({
      valid_until: inAWeek(),
      reply: 'Precio especial por volumen',
      percent_off: null,
      prices: [
        { quotelineid: 1, price: 22.5 },
        { quotelineid: 2, price: 39.9 },
      ],
    });
    // answered: the form is there to correct it
    expect(await screen.findByRole('heading', { name: 'Corregir la cotización' })).toBeInTheDocument();
  });

  it('a percent off the whole quote fills every price and is what is sent', async () => {
    signInStaff('SALES');
    const fetchMock = stubApi({
      'GET admin/quotes/12': () => ({ body: { ok: true, quote: quoteDetail() } }),
      'PUT admin/quotes/12': () => ({ body: { ok: true, msg: ADMIN_MSG.quoteSent(12), quote: quoteDetail({ state: 'SENT' }) } }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Descuento a toda la cotización (%)'), '10');
    expect(priceOf('Zapatilla Andes Runner')).toHaveValue('22.50');
    expect(priceOf('Botín Páramo')).toHaveValue('35.91');
    // 24 × $22.50 + 12 × $35.91
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$970.92');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByText(ADMIN_MSG.quoteSent(12))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/quotes/12');
    expect(JSON.parse(String(init?.body))).toEqual({ valid_until: inAWeek(), reply: '', percent_off: 10 });
  });

  it('says what is wrong with a price before sending, and shows the server’s refusal as is', async () => {
    signInStaff('SALES');
    const fetchMock = stubApi({
      'GET admin/quotes/12': () => ({ body: { ok: true, quote: quoteDetail() } }),
      'PUT admin/quotes/12': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.quoteClosed } }),
    });
    renderPage();
    await userEvent.clear(await screen.findByLabelText(/^Precio cotizado de Botín Páramo/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));
    expect(priceOf('Botín Páramo')).toHaveAccessibleDescription(ADMIN_MSG.quotePriceInvalid);
    expect(callsTo(fetchMock, 'PUT', 'admin/quotes/12')).toHaveLength(0);

    await userEvent.type(priceOf('Botín Páramo'), '38');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.quoteClosed);
  });

  it('an accepted quote: its prices, no form, and the order it became', async () => {
    signInStaff('SALES');
    stubApi({
      'GET admin/quotes/12': () => ({
        body: {
          ok: true,
          quote: quoteDetail({ state: 'ACCEPTED', saleid: 77, total: 970.92, percent_off: 10, answered_by: 'Vera Ventas' }),
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Cotización #12/ })).toHaveTextContent('Aceptada');
    expect(screen.queryByRole('button', { name: 'Enviar cotización' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Ver la orden #77' })) expect(link).toHaveAttribute('href', '/admin/orders/77');
    const lines = screen.getByRole('table', { name: 'Productos de la cotización' });
    expect(within(lines).getByText('Botín Páramo')).toBeInTheDocument();
    expect(screen.getByText('Total cotizado').nextSibling).toHaveTextContent('$970.92');
  });
});
