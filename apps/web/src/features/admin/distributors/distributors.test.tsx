import type { DistributorResponse, DistributorRow, DistributorsResponse } from '@store/contracts/admin-distributors';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import DistributorPage from './distributor-page.tsx';
import DistributorsPage from './distributors-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (userid: number, status: DistributorRow['status'], companyName: string): DistributorRow => ({
  userid,
  ci: '1102345678001',
  email: `d${userid}@example.com`,
  companyName,
  name: 'Rosa',
  lastname: 'Jaramillo',
  phone: '0981112233',
  city: 'Loja',
  province: 'Loja',
  status,
  createdAt: '2026-10-28T15:00:00.000Z',
  documents: 1,
});

const listBody = (distributors: DistributorRow[]): DistributorsResponse => ({
  ok: true,
  distributors,
  info: { currentPage: 1, totalPages: 1, limit: 20, total: distributors.length },
  counts: { PENDING: 1, APPROVED: 2, REJECTED: 0, DISABLED: 0, all: 3 },
});

const detailBody = (status: DistributorRow['status']): DistributorResponse => ({
  ok: true,
  distributor: {
    ...row(4, status, 'Zapatería Loja Centro'),
    phone2: '',
    basePhone: '072571234',
    address: 'Calle Bolívar 10-25',
    statusReason: null,
    groupid: null,
    updatedAt: '2026-10-28T15:00:00.000Z',
  },
  documents: [{ documentid: 9, filename: 'ruc-y-referencias.pdf', bytes: 2048, createdAt: '2026-10-28T15:00:00.000Z' }],
  branches: [],
  people: [],
  orders: { count: 0, totalCents: 0, canceled: 0 },
});

describe('DistributorsPage', () => {
  it('shows the status tabs with their counts, Pendientes first, and the rows as the server orders them', async () => {
    signInAdmin();
    stubApi({
      'GET admin/distributors': () => ({
        body: listBody([
          row(4, 'PENDING', 'Zapatería Loja Centro'),
          row(3, 'APPROVED', 'Deportes La Mitad'),
          row(2, 'APPROVED', 'Calzado El Paso'),
        ]),
      }),
    });
    renderWithProviders(<DistributorsPage />, '/admin/distributors');

    const table = await screen.findByRole('table', { name: 'Lista de distribuidores' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Zapatería Loja Centro')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pendiente')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Aprobado')).toBeInTheDocument();

    const tabs = within(screen.getByRole('group', { name: 'Filtrar por estado' })).getAllByRole('button');
    expect(tabs.map((b) => b.textContent)).toEqual(['Pendientes1', 'Aprobados2', 'Rechazados0', 'Deshabilitados0', 'Todos3']);
  });

  it('searches after a pause and filters by status through the address', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/distributors': () => ({ body: listBody([row(4, 'PENDING', 'Zapatería Loja Centro')]) }) });
    renderWithProviders(<DistributorsPage />, '/admin/distributors');
    await screen.findByRole('table');

    const search = screen.getByRole('searchbox', { name: 'Buscar distribuidor' });
    expect(search).toHaveAttribute('placeholder', 'RUC, correo o empresa');
    expect(search).toHaveAccessibleDescription('Puede buscar por RUC o cédula, correo, empresa o nombre del contacto.');
    await userEvent.type(search, 'loja');
    await vi.waitFor(() => {
      const urls = callsTo(fetchMock, 'GET', 'admin/distributors').map(([url]) => String(url));
      expect(urls.at(-1)).toContain('q=loja');
    });
    await userEvent.click(screen.getByRole('button', { name: /Pendientes/ }));
    await vi.waitFor(() => {
      const urls = callsTo(fetchMock, 'GET', 'admin/distributors').map(([url]) => String(url));
      expect(urls.at(-1)).toMatch(/status=PENDING.*q=loja|q=loja.*status=PENDING/);
    });
    // one request for the typed word, not one per letter
    const typed = callsTo(fetchMock, 'GET', 'admin/distributors').filter(([url]) => /q=l(o|oj)?(&|$)/.test(String(url)));
    expect(typed).toHaveLength(0);
  });
});

describe('DistributorPage', () => {
  const renderDetail = () =>
    renderWithProviders(
      <Switch>
        <Route path="/admin/distributors/:id">{<DistributorPage />}</Route>
      </Switch>,
      '/admin/distributors/4',
    );

  it('offers Aprobar and Rechazar for a pending request, and rejecting needs a reason', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/distributors/4': () => ({ body: detailBody('PENDING') }),
      'PATCH admin/distributors/4/status': () => ({
        body: { ok: true, msg: ADMIN_MSG.distributorRejected, distributor: detailBody('REJECTED').distributor },
      }),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Zapatería Loja Centro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshabilitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver PDF ruc-y-referencias.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver órdenes de este distribuidor' })).toHaveAttribute('href', '/admin/orders?distributor=4');

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText(ADMIN_MSG.rejectReasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', 'admin/distributors/4/status')).toHaveLength(0);

    // blank is no reason (the contracts' rule, as the server applies it)
    await userEvent.type(within(dialog).getByLabelText('Motivo del rechazo (obligatorio)'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText(ADMIN_MSG.rejectReasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', 'admin/distributors/4/status')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo del rechazo (obligatorio)'), 'Documentos ilegibles ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PATCH', 'admin/distributors/4/status')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PATCH', 'admin/distributors/4/status')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'REJECTED', reason: 'Documentos ilegibles' });
    expect(await screen.findByText(ADMIN_MSG.distributorRejected)).toBeInTheDocument();
  });

  it('offers Deshabilitar for an approved distributor and Habilitar for a disabled one', async () => {
    signInAdmin();
    stubApi({ 'GET admin/distributors/4': () => ({ body: detailBody('APPROVED') }) });
    const { unmount } = renderDetail();
    expect(await screen.findByRole('button', { name: 'Deshabilitar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    unmount();

    stubApi({ 'GET admin/distributors/4': () => ({ body: detailBody('DISABLED') }) });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Habilitar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it('moves the distributor into a price group from «Grupo de precios» and shows the server’s message', async () => {
    signInAdmin();
    let groupid: number | null = null;
    const fetchMock = stubApi({
      'GET admin/distributors/4': () => {
        const body = detailBody('APPROVED');
        return { body: { ...body, distributor: { ...body.distributor, groupid } } };
      },
      'GET admin/price-groups': () => ({
        body: {
          ok: true,
          groups: [
            { groupid: 2, name: 'Distribuidor A', isDefault: false, distributors: 1, lists: [] },
            { groupid: 1, name: 'Mayorista', isDefault: true, distributors: 3, lists: [] },
          ],
        },
      }),
      'PUT admin/distributors/4/price-group': ({ body }) => {
        groupid = (body as { groupid: number | null }).groupid;
        return { body: { ok: true, msg: ADMIN_MSG.distributorGroupChanged('Zapatería Loja Centro', 'Distribuidor A') } };
      },
    });
    renderDetail();
    const select = await screen.findByRole('combobox', { name: 'Grupo de precios' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Precios de lista', 'Distribuidor A', 'Mayorista']);

    await userEvent.selectOptions(select, 'Distribuidor A');
    expect(await screen.findByText(ADMIN_MSG.distributorGroupChanged('Zapatería Loja Centro', 'Distribuidor A'))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/distributors/4/price-group');
    expect(JSON.parse(String(init?.body))).toEqual({ groupid: 2 });
    // the detail is read again and keeps the new group
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', 'admin/distributors/4')).toHaveLength(2));
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('2');
  });
});
