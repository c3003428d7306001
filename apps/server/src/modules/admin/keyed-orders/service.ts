/**
 * «Crear pedido» (docs/product.md §29): an order «Ventas» keys in for a company, taken by phone or WhatsApp. Placed as
 * its first owner would place it (their company's prices, credit, stock rules and e-mails), saying who keyed it in.
 */
import { ADMIN_MSG, formatCents } from '@store/contracts';
import type { KeyedOrderBody } from '@store/contracts/admin-quotes';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkedPicks } from '../../buying/index.ts';
import { approvedCompany, firstOwner } from '../../company/index.ts';
import { companyList } from '../../pricing/index.ts';
import { type ApprovalDeps, commitOrder } from '../../sales/index.ts';
import { recordChange } from '../history/index.ts';

/**
 * In one transaction: the company approved, its lines read at its prices and checked as a cart's (each refused line
 * said, nothing placed), then commitOrder with the staff member as who keyed it in; the history records it.
 */
export async function keyInOrder(db: Db, staffId: number, body: KeyedOrderBody, mails?: ApprovalDeps) {
  return db.transaction(async (tx) => {
    const company = await approvedCompany(tx, body.companyid);
    const owner = await firstOwner(tx, company.id);
    const picks = body.lines.map((l) => ({ variantId: l.prodvarid, sizeId: l.sizeid, quantity: l.quantity }));
    const { lines, problems } = await checkedPicks(tx, await companyList(tx, company.id), picks);
    if (problems.length) throw new AppError('conflict', ADMIN_MSG.keyedLinesRefused(problems.map((p) => p.text)));
    const placed = await commitOrder(
      tx,
      { id: owner.id, companyId: company.id },
      {
        lines,
        branchId: body.branchid,
        discountCode: body.discountcode,
        enteredBy: staffId,
        mails,
        creditRefusal: (order, available, limit) => ADMIN_MSG.keyedCreditExceeded(company.companyName, order, available, limit),
      },
    );
    const { order } = placed;
    await recordChange(tx, staffId, {
      entity: 'order',
      entityId: order.id,
      label: `Pedido #${order.id} · ${company.companyName}`,
      action: 'Ingresó el pedido',
      after: {
        Distribuidor: company.companyName,
        Sucursal: order.branchName,
        Líneas: lines.length,
        Total: formatCents(order.totalCents),
        'Código de descuento': order.discountCode,
      },
    });
    return { ...placed, companyName: company.companyName };
  });
}
