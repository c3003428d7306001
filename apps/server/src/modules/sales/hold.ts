/**
 * An order over a buyer's limit (docs/product.md §28), as checkout places it: «Por aprobar» with its stock and credit
 * held, the owners told by e-mail, and the 'order-approval' job that releases it after ORDER_APPROVAL_HOURS. The
 * owner's decision is modules/approvals'.
 */
import { COMPANY_ROLE_LABELS, formatCents, ORDER_APPROVAL_HOURS } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { sales } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';
import { button, emailLayout, facts, paragraph } from '../../lib/email-layout.ts';
import type { Queue } from '../../plugins/queue.ts';
import type { NewOrderMailDeps } from './order-mail.ts';

export interface ApprovalDeps extends NewOrderMailDeps {
  queue: Pick<Queue, 'send'>;
}

/** A 'order-approval' job's data: the order to release if it still waits. */
export interface ApprovalJob {
  orderId: number;
}

const HOLD_MS = ORDER_APPROVAL_HOURS * 60 * 60 * 1000;

/** Whether this person's order of `totalCents` waits for the owner: a buyer with a limit, over it. */
export const overLimit = (person: typeof users.$inferSelect, totalCents: number) =>
  person.companyRole === 'BUYER' && person.orderLimitCents !== null && totalCents > person.orderLimitCents;

/** In the order's transaction: the owners' e-mail, and the job that releases it once its hours are over. */
export async function holdForApproval(tx: Tx, deps: ApprovalDeps, order: typeof sales.$inferSelect) {
  const owners = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, order.companyId ?? -1), eq(users.companyRole, 'OWNER'), eq(users.status, 'APPROVED')))
    .orderBy(asc(users.id));
  const buyer = `${order.contactName} ${order.contactLastname}`;
  const total = formatCents(order.totalCents);
  const link = `${deps.publicUrl}${paths.order(order.id)}`;
  const subject = `Pedido #${order.id} por aprobar: ${buyer}, ${total}`;
  for (const owner of owners) {
    const said = `${buyer} (${COMPANY_ROLE_LABELS.BUYER}) hizo el pedido #${order.id} por ${total}, sobre su límite por pedido. Su stock queda reservado ${ORDER_APPROVAL_HOURS} horas: apruébelo para que la tienda lo reciba, o recházelo diciendo por qué.`;
    await deps.mailer.send(
      {
        to: owner.email,
        subject,
        text: `Hola ${owner.name},\n\n${said}\n\n${link}`,
        html: emailLayout({
          title: subject,
          preheader: `${total} · esperando su aprobación`,
          heading: `Pedido #${order.id} por aprobar`,
          blocks: [
            paragraph(`Hola ${owner.name},`),
            paragraph(said),
            facts([
              ['Pedido por', buyer],
              ['Total', total],
              ['Empresa', order.companyName],
            ]),
            button('Revisar el pedido', link),
          ],
          publicUrl: deps.publicUrl,
        }),
      },
      { tx },
    );
  }
  await deps.queue.send('order-approval', { orderId: order.id } satisfies ApprovalJob, {
    tx,
    startAfter: new Date(order.saleDate.getTime() + HOLD_MS),
  });
}
