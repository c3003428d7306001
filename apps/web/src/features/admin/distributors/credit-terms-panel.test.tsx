import type { DistributorResponse } from '@store/contracts/admin-distributors';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { CreditSummary } from '@store/contracts/credit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, type StubRequest, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin, signInStaff } from '../../../test/render-with-providers.tsx';
import DistributorPage from './distributor-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const detail: DistributorResponse = {
  ok: true,
  distributor: {
    userid: 9,
    ci: '0992345678001',
    email: 'cadena.guayaquil@example.com',
    companyName: 'Cadena Pies Ligeros',
    name: 'Jorge',
    lastname: 'Mendoza',
    phone: '0991112233',
    phone2: '',
    basePhone: '',
    address: 'Av. 9 de Octubre 100',
    city: 'Guayaquil',
    province: 'Guayas',
    status: 'APPROVED',
    statusReason: null,
    groupid: null,
    documents: 0,
    createdAt: '2026-01-10T15:00:00.000Z',
    updatedAt: '2026-01-10T15:00:00.000Z',
  },
  documents: [],
  branches: [],
  people: [],
  orders: { count: 2, totalCents: 184_320, canceled: 0 },
};

const cash: CreditSummary = { terms: 'CASH', days: null, limitCents: null, inUseCents: 0, availableCents: null, due: [] };
const onCredit: CreditSummary = {
  terms: 'CREDIT',
  days: 30,
  limitCents: 300_000,
  inUseCents: 184_320,
  availableCents: 115_680,
  due: [
    { saleid: 41, totalCents: 96_000, dueOn: '2026-02-20', overdue: true },
    { saleid: 57, totalCents: 88_320, dueOn: '2026-03-27', overdue: false },
  ],
};

/** The page with the distributor's credit as `credit`; a PUT answers `reply` (the saved terms by default). */
function renderWith(credit: CreditSummary, reply?: (request: StubRequest) => { status?: number; body: unknown }, signIn = signInAdmin) {
  signIn();
  const fetchMock = stubApi({
    'GET admin/distributors/9': { body: detail },
    'GET admin/price-groups': { body: { ok: true, groups: [] } },
    'GET admin/distributors/9/credit': { body: { ok: true, credit } },
    'PUT admin/distributors/9/credit':
      reply ??
      (({ body }) => {
        const b = body as { terms: 'CASH' | 'CREDIT'; days?: number; limit?: number };
        const saved: CreditSummary =
          b.terms === 'CREDIT'
            ? { ...credit, terms: 'CREDIT', days: b.days ?? null, limitCents: Math.round((b.limit ?? 0) * 100) }
            : { ...credit, terms: 'CASH', days: null, limitCents: null, availableCents: null };
        return { body: { ok: true, msg: ADMIN_MSG.creditTermsSaved('Cadena Pies Ligeros'), credit: saved } };
      }),
  });
  renderWithProviders(
    <Switch>
      <Route path="/admin/distributors/:id">{<DistributorPage />}</Route>
    </Switch>,
    '/admin/distributors/9',
  );
  return fetchMock;
}

const panel = async () => within((await screen.findByRole('heading', { name: 'Condiciones de pago' })).closest('section') as HTMLElement);
const sentBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'PUT', 'admin/distributors/9/credit').map(([, init]) => JSON.parse(String(init?.body)));

describe('DistributorPage «Condiciones de pago»', () => {
  it('shows the credit as it stands, and saves a new limit with the days kept', async () => {
    const fetchMock = renderWith(onCredit);
    const p = await panel();
    expect(await p.findByText('Crédito a 30 días')).toBeInTheDocument();
    const figures = p.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Límite $3,000.00', 'En uso $1,843.20', 'Disponible $1,156.80']);
    expect(p.getByRole('progressbar', { name: 'Crédito en uso' })).toHaveAttribute('aria-valuetext', '$1,843.20 en uso de $3,000.00');
    expect(p.getByText('2 órdenes por cobrar')).toBeInTheDocument();
    expect(p.getByText(', 1 vencida')).toBeInTheDocument();
    expect(p.getByRole('link', { name: '#41', hidden: true })).toHaveAttribute('href', '/admin/orders/41');

    expect(p.getByRole('radio', { name: /Crédito/ })).toBeChecked();
    expect(p.getByRole('combobox', { name: 'Plazo' })).toHaveValue('30');
    const limit = p.getByRole('spinbutton', { name: 'Límite de crédito (USD)' });
    expect(limit).toHaveValue(3000);
    expect(p.getByText('No puede ser menor que lo que ya debe: $1,843.20.')).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Guardar condiciones' })).toBeDisabled();

    await userEvent.clear(limit);
    await userEvent.type(limit, '2500');
    await userEvent.click(p.getByRole('button', { name: 'Guardar condiciones' }));
    expect(await screen.findByText(ADMIN_MSG.creditTermsSaved('Cadena Pies Ligeros'))).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([{ terms: 'CREDIT', days: 30, limit: 2500 }]);
    expect(await p.findByText('$2,500.00')).toBeInTheDocument();
  });

  it('asks for the days and the limit of a Contado buyer moved to Crédito, in Spanish, before anything is sent', async () => {
    const fetchMock = renderWith(cash);
    const p = await panel();
    expect(await p.findByText(/^Forma de pago:/)).toHaveTextContent('Forma de pago: Contado');
    expect(p.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(p.queryByRole('combobox', { name: 'Plazo' })).not.toBeInTheDocument();

    await userEvent.click(p.getByRole('radio', { name: /Crédito/ }));
    await userEvent.click(p.getByRole('button', { name: 'Guardar condiciones' }));
    expect(await p.findByText(ADMIN_MSG.creditDaysInvalid)).toBeInTheDocument();
    expect(p.getByText(ADMIN_MSG.creditLimitInvalid)).toBeInTheDocument();
    expect(p.getByRole('spinbutton', { name: 'Límite de crédito (USD)' })).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock)).toEqual([]);

    await userEvent.selectOptions(p.getByRole('combobox', { name: 'Plazo' }), '60 días');
    await userEvent.type(p.getByRole('spinbutton', { name: 'Límite de crédito (USD)' }), '1500.50');
    await userEvent.click(p.getByRole('button', { name: 'Guardar condiciones' }));
    await vi.waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ terms: 'CREDIT', days: 60, limit: 1500.5 }]));
    expect(await p.findByText('Crédito a 60 días')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a limit below what is owed in the form, and sends Contado without days or limit', async () => {
    const refusal = ADMIN_MSG.creditLimitBelowOwed(184_320);
    const fetchMock = renderWith(onCredit, ({ body }) =>
      (body as { terms: string }).terms === 'CREDIT'
        ? { status: 400, body: { ok: false, msg: refusal } }
        : { body: { ok: true, msg: ADMIN_MSG.creditTermsSaved('Cadena Pies Ligeros'), credit: { ...cash, inUseCents: 184_320 } } },
    );
    const p = await panel();
    const limit = await p.findByRole('spinbutton', { name: 'Límite de crédito (USD)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '1000');
    await userEvent.click(p.getByRole('button', { name: 'Guardar condiciones' }));
    expect(await p.findByRole('alert')).toHaveTextContent(refusal);
    expect(p.getByText('Crédito a 30 días')).toBeInTheDocument();

    await userEvent.click(p.getByRole('radio', { name: /Contado/ }));
    expect(p.queryByRole('spinbutton', { name: 'Límite de crédito (USD)' })).not.toBeInTheDocument();
    await userEvent.click(p.getByRole('button', { name: 'Guardar condiciones' }));
    // sonner keeps the earlier tests' toasts: this one is among them
    expect((await screen.findAllByText(ADMIN_MSG.creditTermsSaved('Cadena Pies Ligeros'))).length).toBeGreaterThan(0);
    expect(sentBodies(fetchMock)).toEqual([{ terms: 'CREDIT', days: 30, limit: 1000 }, { terms: 'CASH' }]);
    // still owing what it bought on credit
    expect(await p.findByText('$1,843.20')).toBeInTheDocument();
    expect(p.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Ventas the credit as it stands but neither the form nor the price group (areas of the Administrador)', async () => {
    const fetchMock = renderWith(onCredit, undefined, () => signInStaff('SALES'));
    const p = await panel();
    expect(await p.findByText('Crédito a 30 días')).toBeInTheDocument();
    expect(p.getByText('2 órdenes por cobrar')).toBeInTheDocument();
    expect(p.queryByRole('radio', { name: /Crédito/ })).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: 'Guardar condiciones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Precios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grupo de precios' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'admin/price-groups')).toHaveLength(0);
  });
});
