import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { stubApi } from '../../test/render-page.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { RootLayout } from './root-layout.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function renderLayout() {
  stubApi({});
  // jsdom does not scroll; the layout scrolls to the top on each new path.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderWithProviders(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<p>Inicio</p>} />
      </Route>
    </Routes>,
  );
}

describe('RootLayout', () => {
  it('offers a skip link to the content, in the reader’s language', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toHaveAttribute('href', '#contenido');
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('common');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#contenido');
  });

  it('says «Sin conexión» while the browser is offline, and hides it when the connection returns', async () => {
    renderLayout();
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión. Ves lo último que este dispositivo guardó de la tienda. Para ver otros precios o enviar un pedido necesitas internet.',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
  });
});
