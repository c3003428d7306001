import {
  canMoveDistributor,
  DISTRIBUTOR_MOVES,
  DISTRIBUTOR_STATUS_LABELS,
  type DistributorStatusBody,
  type DistributorsQuery,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, count, desc, eq, isNull, like, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sales, sessions, userDocuments, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';
import type { SessionCache } from '../../../plugins/auth.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { listBranches } from '../../company/index.ts';
import { recordChange } from '../history/index.ts';
import { statusMail } from './status-mail.ts';

/** lower-case and accent-free in SQL, like normalizeSearch does in JavaScript */
const folded = (column: SQLWrapper) => sql`translate(lower(${column}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;

/** The distributors whose cédula/RUC, e-mail, company or name holds the search, accents and case aside. */
function searchWhere(q: string | undefined) {
  const wanted = q ? normalizeSearch(q) : '';
  if (!wanted) return undefined;
  const pattern = containsPattern(wanted);
  const fields = [users.ci, users.email, users.companyName, users.name, users.lastname, sql`(${users.name} || ' ' || ${users.lastname})`];
  return or(...fields.map((f) => like(folded(f), pattern)));
}

const documentCount = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .then(([r]) => r.n);

export async function listDistributors(db: Db, query: DistributorsQuery) {
  const { page, size } = query;
  const distributors = and(eq(users.role, 'DISTRIBUTOR'), searchWhere(query.q));
  const countRows = await db.select({ status: users.status, n: count() }).from(users).where(distributors).groupBy(users.status);
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, DISABLED: 0, all: 0 };
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  const documents = db
    .select({ userId: userDocuments.userId, n: count().as('n') })
    .from(userDocuments)
    .groupBy(userDocuments.userId)
    .as('documents');
  const list = await db
    .select({
      userid: users.id,
      ci: sql<string>`coalesce(${users.ci}, '')`,
      email: users.email,
      companyName: users.companyName,
      name: users.name,
      lastname: users.lastname,
      phone: users.phone,
      city: users.city,
      province: users.province,
      status: users.status,
      createdAt: users.createdAt,
      documents: sql`coalesce(${documents.n}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(documents, eq(documents.userId, users.id))
    .where(and(distributors, query.status ? eq(users.status, query.status) : undefined))
    // the requests waiting for a decision first
    .orderBy(desc(sql`${users.status} = 'PENDING'`), desc(users.createdAt), desc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    distributors: list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / size)), limit: size, total },
    counts,
  };
}

type UserRow = typeof users.$inferSelect;

function detailOf(u: UserRow, documents: number) {
  return {
    userid: u.id,
    ci: u.ci ?? '',
    email: u.email,
    companyName: u.companyName,
    name: u.name,
    lastname: u.lastname,
    phone: u.phone,
    phone2: u.phone2,
    basePhone: u.basePhone,
    city: u.city,
    province: u.province,
    address: u.address,
    status: u.status,
    statusReason: u.statusReason,
    groupid: u.priceGroupId,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    documents,
  };
}

async function findDistributor(db: Db, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'DISTRIBUTOR')));
  if (!user) throw notFound(ADMIN_MSG.distributorNotFound);
  return user;
}

async function documentsOf(db: Db, userId: number) {
  return db
    .select({
      documentid: userDocuments.id,
      filename: userDocuments.filename,
      bytes: userDocuments.bytes,
      createdAt: userDocuments.createdAt,
    })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(userDocuments.id);
}

export async function distributorDetail(db: Db, id: number) {
  const user = await findDistributor(db, id);
  const [documents, branches] = await Promise.all([documentsOf(db, id), listBranches(db, id)]);
  const kept = sql`${sales.status} <> 'CANCELED'`;
  const [orders] = await db
    .select({
      count: sql`count(*) filter (where ${kept})`.mapWith(Number),
      totalCents: sql`coalesce(sum(${sales.totalCents}) filter (where ${kept}), 0)`.mapWith(Number),
      canceled: sql`count(*) filter (where not ${kept})`.mapWith(Number),
    })
    .from(sales)
    .where(eq(sales.userId, id));
  return {
    distributor: detailOf(user, documents.length),
    documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    branches,
    orders,
  };
}

export async function distributorDocument(deps: { db: Db; storage: Storage; log: FastifyBaseLogger }, userId: number, documentId: number) {
  const [doc] = await deps.db
    .select({ filename: userDocuments.filename, storageKey: userDocuments.storageKey })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.userId, userId), eq(users.role, 'DISTRIBUTOR')));
  if (!doc) throw notFound(ADMIN_MSG.documentNotFound);
  try {
    return { filename: doc.filename, data: await deps.storage.get(doc.storageKey) };
  } catch (err) {
    deps.log.error({ err, storageKey: doc.storageKey }, 'distributor document missing from storage');
    throw notFound(ADMIN_MSG.documentFileMissing);
  }
}

const SUCCESS: Record<DistributorStatusBody['status'] | 'ENABLED', string> = {
  APPROVED: ADMIN_MSG.distributorApproved,
  REJECTED: ADMIN_MSG.distributorRejected,
  DISABLED: ADMIN_MSG.distributorDisabled,
  ENABLED: ADMIN_MSG.distributorEnabled,
};

/**
 * Moves a distributor between the statuses an administrator may choose (DISTRIBUTOR_MOVES), saves the
 * reason, closes every session of a disabled account at once and tells the distributor by e-mail.
 */
export async function changeDistributorStatus(
  deps: { db: Db; mailer: Mailer; sessionCache: SessionCache; log: FastifyBaseLogger; publicUrl: string },
  id: number,
  body: DistributorStatusBody,
  actorId: number,
) {
  const { from, user } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'DISTRIBUTOR')))
      .for('update');
    if (!current) throw notFound(ADMIN_MSG.distributorNotFound);
    if (!canMoveDistributor(current.status, body.status)) {
      const allowed = DISTRIBUTOR_MOVES[current.status].map((s) => `«${DISTRIBUTOR_STATUS_LABELS[s]}»`).join(', ');
      throw new AppError(
        'conflict',
        ADMIN_MSG.distributorMoveRefused(DISTRIBUTOR_STATUS_LABELS[current.status], DISTRIBUTOR_STATUS_LABELS[body.status], allowed),
      );
    }
    const [updated] = await tx
      .update(users)
      .set({ status: body.status, statusReason: body.reason || null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (body.status === 'DISABLED') {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    await deps.mailer.send({ to: updated.email, ...statusMail(updated, current.status, deps.publicUrl) }, { tx });
    await recordChange(tx, actorId, {
      entity: 'distributor',
      entityId: id,
      label: current.companyName,
      action: 'Cambió el estado',
      before: { Estado: DISTRIBUTOR_STATUS_LABELS[current.status], Motivo: current.statusReason },
      after: { Estado: DISTRIBUTOR_STATUS_LABELS[updated.status], Motivo: updated.statusReason },
    });
    return { from: current.status, user: updated };
  });
  if (user.status === 'DISABLED') deps.sessionCache.revokeUser(id);

  return {
    msg: SUCCESS[body.status === 'APPROVED' && from === 'DISABLED' ? 'ENABLED' : body.status],
    distributor: detailOf(user, await documentCount(deps.db, id)),
  };
}
