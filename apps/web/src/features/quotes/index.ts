/** Quotes' public surface: the cart asks for one («Solicitar cotización») and its list goes stale then. */
export { quotesKey } from './api/get-quotes.ts';
export { useRequestQuote } from './api/request-quote.ts';
