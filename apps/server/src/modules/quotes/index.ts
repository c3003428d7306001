/**
 * Quotes («Cotizaciones», docs/product.md §29): a buyer's request from the cart, Ventas's answer or a quote from
 * scratch, its e-mails and PDF, and the company's acceptance (an order at the quoted prices) or refusal.
 */
export { default as quoteRoutes } from './routes.ts';
export { answerQuote, requestQuote } from './service.ts';
