/** Quotes as the back office's endpoints answer them, for the tests beside the pages. */
import type { QuoteDetail, QuoteLine, QuoteSummary } from '@store/contracts/quotes';

export const quoteSummary = (quoteid: number, overrides: Partial<QuoteSummary> = {}): QuoteSummary => ({
  quoteid,
  state: 'REQUESTED',
  companyid: 9,
  company_name: 'Calzado El Paso',
  requested_by: 'María Quezada',
  created_at: '2025-03-05T15:30:00.000Z',
  valid_until: null,
  list_total: 1078.8,
  total: null,
  unit_totals: { PAIR: 36, UNIT: 0 },
  saleid: null,
  ...overrides,
});

export const quoteLine = (quotelineid: number, overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  quotelineid,
  prodvarid: 100 + quotelineid,
  sizeid: 5,
  productid: 7,
  product_name: 'Zapatilla Andes Runner',
  brand_name: 'Andes',
  code: 'AR-7-NEG',
  color: { name: 'Negro', hexcode: '#111111' },
  size: '41',
  stocktype: 'SIZES',
  unit: 'PAIR',
  units_per_quantity: 1,
  quantity: 24,
  thumbnail: null,
  list_price: 25,
  quoted_price: null,
  line_total: 600,
  ...overrides,
});

/** A request waiting for Ventas: 24 pairs at $25 and a box of 12 pairs at $39.90. */
export const quoteDetail = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...quoteSummary(12),
  note: 'Necesitamos precio para la temporada escolar',
  reply: '',
  percent_off: null,
  answered_by: null,
  answered_at: null,
  decline_reason: '',
  lines: [
    quoteLine(1),
    quoteLine(2, {
      product_name: 'Botín Páramo',
      code: 'PA-8-CAF',
      color: { name: 'Café', hexcode: '#6b3e26' },
      size: null,
      sizeid: null,
      stocktype: 'BOXES',
      units_per_quantity: 12,
      quantity: 1,
      list_price: 39.9,
      line_total: 478.8,
    }),
  ],
  ...overrides,
});
