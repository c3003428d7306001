/** Spanish messages of quotes and of orders the staff key in (docs/product.md §29). MSG spreads the first, ADMIN_MSG the second. */
import { formatCents } from '../pricing.ts';

export const QUOTES_MSG = {
  quoteRequested: (id: number) => `Enviamos su solicitud de cotización #${id}. Ventas le responderá por correo con los precios.`,
  quoteNotFound: 'La cotización no existe',
  quoteNotOpen: 'Esta cotización ya no está abierta: fue aceptada o rechazada',
  quoteNotAnswered: 'Ventas todavía no responde esta cotización',
  quoteAlreadyAccepted: (orderId: number) => `Esta cotización ya se aceptó: es la orden #${orderId}`,
  quoteExpired: (day: string) => `Esta cotización venció el ${day}. Solicite una nueva desde su carrito.`,
  quoteAccepted: (orderId: number) => `Cotización aceptada: su orden #${orderId} quedó registrada con los precios cotizados`,
  quoteDeclined: 'Cotización rechazada. Gracias por avisarnos.',
  /** the lines that no longer fit, each said; nothing was ordered */
  quoteLinesUnavailable: (lines: string[]) =>
    `No se pudo aceptar la cotización; nada se pidió. ${lines.join('; ')}. Solicite una cotización nueva.`,
  quoteLineGone: (code: string) => `${code} ya no está a la venta`,
  quoteLineShort: (code: string, wanted: string, left: string) => `${code}: cotizó ${wanted}, quedan ${left}`,
} as const;

export const QUOTES_ADMIN_MSG = {
  quotePriceInvalid: 'Escriba un precio por par o unidad en dólares mayor que 0, con hasta dos decimales',
  quotePercentInvalid: 'El descuento debe ser un número entero de 1 a 90',
  quoteAnswerEmpty: 'Ponga un precio a cada línea o un porcentaje de descuento para toda la cotización',
  quoteLineUnknown: 'Esa línea no es de esta cotización',
  quoteLinesMissing: 'Ponga un precio a cada línea de la cotización, o un porcentaje para todas',
  quoteValidUntilPast: 'La fecha de validez no puede ser anterior a hoy',
  quoteValidUntilFar: (days: number) => `La cotización puede valer hasta ${days} días`,
  quoteStateInvalid: 'Estado de cotización no válido',
  quoteSent: (id: number) => `Cotización #${id} enviada: el distribuidor la recibió por correo con el PDF`,
  quoteClosed: 'Esta cotización ya fue aceptada o rechazada: no se puede cambiar',
  quoteCompanyNotApproved: 'Ese distribuidor no está aprobado',
  keyedOrderCreated: (orderId: number, company: string) => `Orden #${orderId} creada para ${company}; avisamos al titular por correo`,
  keyedCreditExceeded: (company: string, orderCents: number, availableCents: number, limitCents: number) =>
    `Este pedido de ${formatCents(orderCents)} supera el crédito disponible de ${company}: ${formatCents(availableCents)} (límite ${formatCents(limitCents)}).`,
  keyedLinesRefused: (lines: string[]) => `No se creó el pedido: ${lines.join('; ')}`,
  quoteLinesRefused: (lines: string[]) => `No se creó la cotización: ${lines.join('; ')}`,
} as const;
