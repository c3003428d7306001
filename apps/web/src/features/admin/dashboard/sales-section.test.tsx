import type { ChartsResponse } from '@store/contracts/dashboard-charts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import { SalesSection } from './sales-section.tsx';

// The charts are a lazy chunk that brings recharts (sales-section.tsx): its first import is transformed then,
// seconds on a loaded machine. Loaded here before any render, the section's lazy() finds it in the module cache
// and a test waits on nothing but the data and the drawing.
await import('./sales-charts.tsx');

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const charts = (days: 30 | 90): ChartsResponse => ({
  ok: true,
  days,
  salesByDay: Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 28 - (days - 1) + i)).toISOString().slice(0, 10);
    return day === '2026-11-27' ? { day, orders: 2, totalCents: 96_050 } : { day, orders: 0, totalCents: 0 };
  }),
  ordersByStatus: [
    { status: 'RECEIVED', orders: 1 },
    { status: 'APPROVED', orders: 0 },
    { status: 'TO_DELIVER', orders: 0 },
    { status: 'DELIVERING', orders: 1 },
    { status: 'DELIVERED', orders: 0 },
    { status: 'CANCELED', orders: 3 },
  ],
  topProducts: [{ productid: 7, name: 'Botín Volcán Trueno', units: 24, totalCents: 72_000 }],
  topDistributors: [{ userid: 9, companyName: 'Cadena Pies Ligeros', orders: 2, totalCents: 96_050 }],
  salesByProvince: [{ province: 'Azuay', orders: days === 90 ? 5 : 2, totalCents: days === 90 ? 250_000 : 96_050 }],
});

/** The table behind a chart: «Ver tabla» opened, the rows' cells as text. */
async function tableOf(title: string) {
  const region = within(screen.getByRole('region', { name: title }));
  await userEvent.click(region.getByText('Ver tabla'));
  const rows = within(region.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((cell) => cell.textContent));
}

describe('SalesSection', () => {
  it('draws the last 30 days with their numbers in tables, and asks for 90 days at the toggle', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/dashboard/charts': ({ url }) => ({ body: charts(url.searchParams.get('days') === '90' ? 90 : 30) }),
    });
    renderWithProviders(<SalesSection />, '/admin');

    const section = within(screen.getByRole('region', { name: 'Ventas' }));
    const period = section.getByRole('group', { name: 'Período de los gráficos' });
    expect(within(period).getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(period).getByRole('button', { name: '90 días' })).toHaveAttribute('aria-pressed', 'false');
    expect(await section.findByText('$960.50')).toBeInTheDocument();
    expect(section.getByText('en 2 órdenes, últimos 30 días')).toBeInTheDocument();
    expect(String(callsTo(fetchMock, 'GET', 'admin/dashboard/charts')[0][0])).toContain('days=30');

    // the charts arrive through lazy() (their module preloaded above); each chart's table holds its numbers
    await screen.findByRole('region', { name: 'Ventas por provincia' });
    expect(await tableOf('Ventas por provincia')).toEqual([['Azuay', '2', '$960.50']]);
    expect(screen.getByRole('table', { name: 'Ventas por provincia, últimos 30 días' })).toBeInTheDocument();
    const days = await tableOf('Ventas por día');
    expect(days).toHaveLength(30);
    expect(days.at(-2)).toEqual(['27 nov 2026', '2', '$960.50']);
    expect(days.at(-1)).toEqual(['28 nov 2026', '0', '$0.00']);
    expect(await tableOf('Órdenes del período por estado')).toEqual([
      ['Orden Recibida', '1'],
      ['Orden Aprobada', '0'],
      ['Para despacho', '0'],
      ['Entrega en Camino', '1'],
      ['Entregado', '0'],
      ['Cancelado', '3'],
    ]);
    expect(await tableOf('Productos más vendidos')).toEqual([['Botín Volcán Trueno', '24', '$720.00']]);
    expect(await tableOf('Distribuidores que más compran')).toEqual([['Cadena Pies Ligeros', '2', '$960.50']]);
    const distributors = screen.getByRole('table', { name: /Distribuidores que más compran/ });
    expect(within(distributors).getByRole('link', { name: 'Cadena Pies Ligeros' })).toHaveAttribute('href', '/admin/distributors/9');

    await userEvent.click(within(period).getByRole('button', { name: '90 días' }));
    expect(within(period).getByRole('button', { name: '90 días' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(String(callsTo(fetchMock, 'GET', 'admin/dashboard/charts').at(-1)?.[0])).toContain('days=90'));
    expect(await screen.findByRole('table', { name: 'Ventas por provincia, últimos 90 días' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /Ventas por provincia/ })).getByRole('row', { name: 'Azuay 5 $2,500.00' }),
    ).toBeInTheDocument();
    expect(section.getByText('en 2 órdenes, últimos 90 días')).toBeInTheDocument();
  });

  it('says so when nothing was sold in the period', async () => {
    signInAdmin();
    const none = charts(30);
    stubApi({
      'GET admin/dashboard/charts': () => ({
        body: {
          ...none,
          salesByDay: none.salesByDay.map((d) => ({ ...d, orders: 0, totalCents: 0 })),
          ordersByStatus: none.ordersByStatus.map((s) => ({ ...s, orders: 0 })),
          topProducts: [],
          topDistributors: [],
          salesByProvince: [],
        },
      }),
    });
    renderWithProviders(<SalesSection />, '/admin');
    const byDay = within(await screen.findByRole('region', { name: 'Ventas por día' }));
    expect(byDay.getByText('Sin ventas en este período.')).toBeInTheDocument();
    expect(byDay.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByText('Sin ventas en este período.')).toHaveLength(5);
  });
});
