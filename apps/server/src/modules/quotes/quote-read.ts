/**
 * What a quote's pages, PDF and e-mails read of it: its lines and their prices, who it is for, and the quote as the
 * PDF draws it. The service and the e-mails both read it here.
 */
import { MSG, quoteState, storeDayOf } from '@store/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, quoteLines, quotes, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

/** A quote line's price: Ventas's once answered, the list price until then. */
export const lineCents = (l: LineRow) => l.quotedCents ?? l.listCents;
export const lineTotal = (l: LineRow, cents = lineCents(l)) => l.quantity * l.unitsPerQuantity * cents;

export const linesOf = (db: Db | Tx, quoteId: number) =>
  db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(quoteLines.id);

/** The quote as its PDF draws it: the company's own (null: the staff's), once answered or from its list prices. */
export async function quoteForPdf(db: Db, quoteId: number, companyId: number | null, timeZone: string) {
  const [row] = await db
    .select({ quote: quotes, companyName: companies.companyName, ci: companies.ci })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(and(eq(quotes.id, quoteId), companyId === null ? undefined : eq(quotes.companyId, companyId)));
  if (!row) throw notFound(MSG.quoteNotFound);
  const q = row.quote;
  const [lines, contact] = await Promise.all([linesOf(db, quoteId), quoteContact(db, q)]);
  return {
    id: q.id,
    state: quoteState(q.status, q.validUntil, storeDayOf(new Date(), timeZone)),
    createdAt: q.createdAt,
    validUntil: q.validUntil,
    companyName: row.companyName,
    ci: row.ci,
    contact: contact ? `${contact.name} ${contact.lastname}` : '',
    reply: q.reply,
    percentOff: q.percentOff,
    lines: lines.map((l) => ({
      ...l,
      priceCents: lineCents(l),
      discountPercent: 0,
      lineTotalCents: lineTotal(l),
    })),
  };
}

/** Who a quote is for: the person who asked, while they are still active in the company; otherwise its first owner. */
export async function quoteContact(db: Db | Tx, quote: Pick<QuoteRow, 'companyId' | 'requestedBy'>) {
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, lastname: users.lastname, role: users.companyRole })
    .from(users)
    .where(and(eq(users.companyId, quote.companyId), eq(users.status, 'APPROVED')))
    .orderBy(users.id);
  return people.find((p) => p.id === quote.requestedBy) ?? people.find((p) => p.role === 'OWNER') ?? null;
}
