/** Every endpoint of the back office (under /api/admin, each for the staff roles that have its area; and the staff invitation's own page), one table per area. */
import { adminCatalog } from './admin-catalog.ts';
import { adminCredit } from './admin-credit.ts';
import { adminCsv } from './admin-csv.ts';
import { adminInvoices } from './admin-invoices.ts';
import { adminMail } from './admin-mail.ts';
import { adminOrders } from './admin-orders.ts';
import { adminPayments } from './admin-payments.ts';
import { adminPriceLists } from './admin-price-lists.ts';
import { adminQuotes } from './admin-quotes.ts';
import { adminStaff } from './admin-staff.ts';

export const adminEndpoints = {
  ...adminOrders,
  ...adminPayments,
  ...adminCatalog,
  ...adminCsv,
  ...adminMail,
  ...adminInvoices,
  ...adminPriceLists,
  ...adminCredit,
  ...adminStaff,
  ...adminQuotes,
};
