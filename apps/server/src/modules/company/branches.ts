/**
 * A distributor's branches (docs/product.md §27): its own only, every read and write scoped to the caller's
 * company; one main branch at a time (the database's unique index holds it under races).
 */
import { MSG, type RegisterFields } from '@store/contracts';
import { BRANCHES_MAX, type BranchBody } from '@store/contracts/branches';
import type { Branch, OrderDelivery } from '@store/contracts/delivery';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { branches, type sales } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/sql.ts';

type BranchRow = typeof branches.$inferSelect;
/** A branch as checkout copies it into the order (sales' delivery columns). */
export type DeliveryBranch = Pick<
  BranchRow,
  'id' | 'name' | 'province' | 'canton' | 'parish' | 'street' | 'reference' | 'phone' | 'contact'
>;

const view = (b: BranchRow): Branch => ({
  branchid: b.id,
  name: b.name,
  province: b.province,
  canton: b.canton,
  parish: b.parish,
  street: b.street,
  reference: b.reference,
  phone: b.phone,
  contact: b.contact,
  main: b.main,
});

const values = (body: BranchBody) => ({
  name: body.name,
  province: body.province,
  canton: body.canton,
  parish: body.parish,
  street: body.street,
  reference: body.reference ?? '',
  phone: body.phone,
  contact: body.contact,
});

/** The main branch first, then the others by name. */
export async function listBranches(db: DbOrTx, companyId: number) {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .orderBy(desc(branches.main), asc(branches.name), asc(branches.id));
  return rows.map(view);
}

/** A new branch; a company's first one is its main one (of two first ones added at once, the one stored first). */
export async function createBranch(db: Db, companyId: number, body: BranchBody) {
  const insert = async (main: boolean) =>
    (
      await db
        .insert(branches)
        .values({ ...values(body), companyId, main })
        .returning()
    )[0];
  const [{ n }] = await db.select({ n: count() }).from(branches).where(eq(branches.companyId, companyId));
  if (n >= BRANCHES_MAX) throw new AppError('conflict', MSG.branchesMax);
  const any = n > 0;
  try {
    return view(await insert(!any));
  } catch (err) {
    // another request made its first branch the main one meanwhile (branches_one_main)
    if (!any && isUniqueViolation(err)) return view(await insert(false));
    throw err;
  }
}

export async function updateBranch(db: Db, companyId: number, branchId: number, body: BranchBody) {
  const [row] = await db
    .update(branches)
    .set(values(body))
    .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)))
    .returning();
  if (!row) throw notFound(MSG.branchNotFound);
  return view(row);
}

/** Its orders keep their copy of the address (their branch link is cleared); the main one stays. */
export async function deleteBranch(db: Db, companyId: number, branchId: number) {
  const [row] = await db
    .select({ main: branches.main })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)));
  if (!row) throw notFound(MSG.branchNotFound);
  if (row.main) throw new AppError('conflict', MSG.branchMainNotDeleted);
  // made main meanwhile by another request: still not deleted
  const deleted = await db
    .delete(branches)
    .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId), eq(branches.main, false)))
    .returning({ id: branches.id });
  if (!deleted.length) throw new AppError('conflict', MSG.branchMainNotDeleted);
}

/**
 * The one checkout proposes first: the old main one steps down in the same transaction. The company's branch
 * rows are locked first (in id order), so two of these at once run one after the other and leave one main.
 */
export async function makeMainBranch(db: Db, companyId: number, branchId: number) {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(asc(branches.id))
      .for('update');
    if (!own.some((b) => b.id === branchId)) throw notFound(MSG.branchNotFound);
    await tx
      .update(branches)
      .set({ main: false })
      .where(and(eq(branches.companyId, companyId), eq(branches.main, true)));
    const [row] = await tx.update(branches).set({ main: true }).where(eq(branches.id, branchId)).returning();
    return view(row);
  });
}

/**
 * Where an order goes: the buyer's branch `branchId`, or its main one when none is named; undefined for an
 * account without branches (a member of the staff buying for themselves): the order keeps the profile's address.
 */
export async function deliveryBranch(tx: DbOrTx, companyId: number, branchId?: number): Promise<DeliveryBranch | undefined> {
  // key share: a deletion of the branch meanwhile waits for the order, then clears its link (the copy stays)
  const [row] = await tx
    .select()
    .from(branches)
    .where(and(eq(branches.companyId, companyId), branchId === undefined ? eq(branches.main, true) : eq(branches.id, branchId)))
    .for('key share');
  if (!row && branchId !== undefined) throw notFound(MSG.branchNotFound);
  return row;
}

/** A registration's address as the company's first, main branch (no parish: the form asks for none). */
export function registrationBranch(companyId: number, fields: RegisterFields): typeof branches.$inferInsert {
  return {
    companyId,
    name: 'Matriz',
    province: fields.province,
    canton: fields.city,
    parish: null,
    street: fields.address,
    phone: fields.phone,
    contact: `${fields.name} ${fields.lastname}`.trim(),
    main: true,
  };
}

/** An order's delivery as its pages, PDF and picking list show it: the branch's contact, or the buyer's. */
export function deliveryOf(order: typeof sales.$inferSelect): OrderDelivery {
  return {
    branch: order.branchName,
    name: order.deliveryContact ?? `${order.contactName} ${order.contactLastname}`.trim(),
    phone: order.deliveryPhone ?? order.phone,
    province: order.province,
    city: order.city,
    parish: order.parish,
    address: order.address,
    reference: order.addressReference,
  };
}
