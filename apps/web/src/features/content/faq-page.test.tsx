import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { FaqPage } from './faq-page.tsx';

describe('FaqPage', () => {
  it('opens one answer at a time and links back to the store', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const payment = screen.getByRole('button', { name: '¿Cuáles son las formas de pago?' });
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Aceptamos tarjeta de crédito, transferencia bancaria y cheques.')).not.toBeInTheDocument();
    await user.click(payment);
    expect(screen.getByText('Aceptamos tarjeta de crédito, transferencia bancaria y cheques.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '¿Cuánto tarda la entrega?' }));
    expect(screen.getByText(/El despacho es inmediato una vez confirmado el pago/)).toBeVisible();
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '¿Cómo me convierto en distribuidor?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/store');
  });
});
