import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInStaff } from '../../../test/render-with-providers.tsx';
import { quoteSummary } from './quote-fixtures.ts';
import QuotesPage from './quotes-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('QuotesPage', () => {
  it('opens on the requests waiting for Ventas, and filters by state', async () => {
    signInStaff('SALES');
    const fetchMock = stubApi({
      'GET admin/quotes': ({ url }) => ({
        body: {
          ok: true,
          quotes:
            url.searchParams.get('state') === 'SENT'
              ? [quoteSummary(11, { state: 'SENT', total: 970.92, valid_until: '2025-03-12', requested_by: null })]
              : [quoteSummary(12)],
        },
      }),
    });
    renderWithProviders(<QuotesPage />, '/admin/quotes');

    const link = await screen.findByRole('link', { name: 'Abrir la cotización #12' });
    expect(link).toHaveAttribute('href', '/admin/quotes/12');
    const row = within(link.closest('tr')!);
    for (const text of ['Calzado El Paso', 'Pidió María Quezada', '$1,078.80', 'a precio de lista', 'Solicitada'])
      expect(row.getByText(text)).toBeInTheDocument();
    const tabs = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(within(tabs).getByRole('button', { name: 'Solicitada' })).toHaveAttribute('aria-pressed', 'true');
    expect(String(callsTo(fetchMock, 'GET', 'admin/quotes')[0][0])).toContain('state=REQUESTED');
    expect(screen.getByRole('link', { name: 'Nueva cotización' })).toHaveAttribute('href', '/admin/quotes/new');

    await userEvent.click(within(tabs).getByRole('button', { name: 'Respondida' }));
    const sent = await screen.findByRole('link', { name: 'Abrir la cotización #11' });
    expect(String(callsTo(fetchMock, 'GET', 'admin/quotes').at(-1)?.[0])).toContain('state=SENT');
    const sentRow = within(sent.closest('tr')!);
    expect(sentRow.getByText('$970.92')).toBeInTheDocument();
    expect(sentRow.getByText('Escrita por Ventas')).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Respondida' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(tabs).getByRole('button', { name: 'Todas' }));
    await vi.waitFor(() => expect(String(callsTo(fetchMock, 'GET', 'admin/quotes').at(-1)?.[0])).not.toContain('state='));
  });

  it('says when no request waits', async () => {
    signInStaff('SALES');
    stubApi({ 'GET admin/quotes': () => ({ body: { ok: true, quotes: [] } }) });
    renderWithProviders(<QuotesPage />, '/admin/quotes');
    expect(await screen.findByText('No hay solicitudes esperando respuesta.')).toBeInTheDocument();
  });
});
