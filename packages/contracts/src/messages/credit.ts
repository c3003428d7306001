/** Spanish messages of credit terms (decision 029). The store's MSG spreads the first object, ADMIN_MSG the second. */
import { formatCents } from '../pricing.ts';

export const CREDIT_MSG = {
  creditExceeded: (orderCents: number, availableCents: number, limitCents: number) =>
    `Este pedido de ${formatCents(orderCents)} supera su crédito disponible de ${formatCents(availableCents)} (límite ${formatCents(limitCents)}). Pague una orden pendiente o quite productos del carrito.`,
} as const;

export const CREDIT_ADMIN_MSG = {
  creditTermsInvalid: 'Elija Contado o Crédito',
  creditDaysInvalid: 'Elija un plazo de 15, 30 o 60 días',
  creditLimitInvalid: 'El límite de crédito debe ser un valor en dólares mayor que 0, con hasta dos decimales',
  creditLimitBelowOwed: (owedCents: number) =>
    `El límite no puede ser menor que lo que este distribuidor ya debe (${formatCents(owedCents)}): registre los pagos primero`,
  creditTermsSaved: (company: string) => `Condiciones de pago de ${company} guardadas`,
} as const;
