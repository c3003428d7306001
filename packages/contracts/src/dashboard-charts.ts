/**
 * The back office's charts (decision 030): sales per Ecuador day over the last 30 or 90 days, orders by status,
 * the ten products and distributors that bought the most, and sales by province. Canceled orders count nowhere
 * but in «orders by status».
 */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';
import { SALE_STATUSES } from './constants.ts';

export const CHART_PERIODS = [30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const chartsQuery = z.object({
  days: z.coerce
    .number({ error: ADMIN_MSG.chartPeriodInvalid })
    .refine((d) => (CHART_PERIODS as readonly number[]).includes(d), { error: ADMIN_MSG.chartPeriodInvalid })
    .default(30),
});

export const chartsResponse = z.object({
  ok: z.literal(true),
  days: z.number().int(),
  /** every day of the period, oldest first, days without sales at 0 */
  salesByDay: z.array(z.object({ day: z.string(), orders: z.number().int(), totalCents: z.number().int() })),
  ordersByStatus: z.array(z.object({ status: z.enum(SALE_STATUSES), orders: z.number().int() })),
  topProducts: z.array(z.object({ productid: z.number().int(), name: z.string(), units: z.number().int(), totalCents: z.number().int() })),
  topDistributors: z.array(
    z.object({ userid: z.number().int(), companyName: z.string(), orders: z.number().int(), totalCents: z.number().int() }),
  ),
  salesByProvince: z.array(z.object({ province: z.string(), orders: z.number().int(), totalCents: z.number().int() })),
});
export type ChartsResponse = z.infer<typeof chartsResponse>;
