import {
  canMoveDistributor,
  DISTRIBUTOR_MOVES,
  DISTRIBUTOR_STATUS_LABELS,
  type DistributorStatusBody,
  type DistributorsQuery,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, count, desc, eq, inArray, isNull, like, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { companies, sales, sessions, userDocuments, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';
import type { SessionCache } from '../../../plugins/auth.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { listBranches, listPeople } from '../../company/index.ts';
import { recordChange } from '../history/index.ts';
import { statusMail } from './status-mail.ts';

/** lower-case and accent-free in SQL, like normalizeSearch does in JavaScript */
const folded = (column: SQLWrapper) => sql`translate(lower(${column}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;

/**
 * The distributors (companies) whose cédula/RUC or name, or whose owner's e-mail or name, holds the search, accents
 * and case aside. The owner shown is the one who registered it (users.userid = companies.companyid).
 */
function searchWhere(q: string | undefined) {
  const wanted = q ? normalizeSearch(q) : '';
  if (!wanted) return undefined;
  const pattern = containsPattern(wanted);
  const fields = [
    companies.ci,
    users.email,
    companies.companyName,
    users.name,
    users.lastname,
    sql`(${users.name} || ' ' || ${users.lastname})`,
  ];
  return or(...fields.map((f) => like(folded(f), pattern)));
}

const founder = eq(users.id, companies.id);

const documentCount = (db: Db, companyId: number) =>
  db
    .select({ n: count() })
    .from(userDocuments)
    .where(eq(userDocuments.companyId, companyId))
    .then(([r]) => r.n);

export async function listDistributors(db: Db, query: DistributorsQuery) {
  const { page, size } = query;
  const distributors = searchWhere(query.q);
  const countRows = await db
    .select({ status: companies.status, n: count() })
    .from(companies)
    .innerJoin(users, founder)
    .where(distributors)
    .groupBy(companies.status);
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, DISABLED: 0, all: 0 };
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  const documents = db
    .select({ companyId: userDocuments.companyId, n: count().as('n') })
    .from(userDocuments)
    .groupBy(userDocuments.companyId)
    .as('documents');
  const list = await db
    .select({
      userid: companies.id,
      ci: companies.ci,
      email: users.email,
      companyName: companies.companyName,
      name: users.name,
      lastname: users.lastname,
      phone: companies.phone,
      city: companies.city,
      province: companies.province,
      status: companies.status,
      createdAt: companies.createdAt,
      documents: sql`coalesce(${documents.n}, 0)`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(users, founder)
    .leftJoin(documents, eq(documents.companyId, companies.id))
    .where(and(distributors, query.status ? eq(companies.status, query.status) : undefined))
    // the requests waiting for a decision first
    .orderBy(desc(sql`${companies.status} = 'PENDING'`), desc(companies.createdAt), desc(companies.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    distributors: list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / size)), limit: size, total },
    counts,
  };
}

type CompanyRow = typeof companies.$inferSelect;
type Owner = Pick<typeof users.$inferSelect, 'email' | 'name' | 'lastname'>;

function detailOf(c: CompanyRow, owner: Owner, documents: number) {
  return {
    userid: c.id,
    ci: c.ci,
    email: owner.email,
    companyName: c.companyName,
    name: owner.name,
    lastname: owner.lastname,
    phone: c.phone,
    phone2: c.phone2,
    basePhone: c.basePhone,
    city: c.city,
    province: c.province,
    address: c.address,
    status: c.status,
    statusReason: c.statusReason,
    groupid: c.priceGroupId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    documents,
  };
}

const ownerColumns = { email: users.email, name: users.name, lastname: users.lastname };

async function findDistributor(db: Db, id: number) {
  const [found] = await db
    .select({ company: companies, owner: ownerColumns })
    .from(companies)
    .innerJoin(users, founder)
    .where(eq(companies.id, id));
  if (!found) throw notFound(ADMIN_MSG.distributorNotFound);
  return found;
}

async function documentsOf(db: Db, companyId: number) {
  return db
    .select({
      documentid: userDocuments.id,
      filename: userDocuments.filename,
      bytes: userDocuments.bytes,
      createdAt: userDocuments.createdAt,
    })
    .from(userDocuments)
    .where(eq(userDocuments.companyId, companyId))
    .orderBy(userDocuments.id);
}

export async function distributorDetail(db: Db, id: number) {
  const { company, owner } = await findDistributor(db, id);
  const [documents, branches, people] = await Promise.all([documentsOf(db, id), listBranches(db, id), listPeople(db, id)]);
  const kept = sql`${sales.status} <> 'CANCELED'`;
  const [orders] = await db
    .select({
      count: sql`count(*) filter (where ${kept})`.mapWith(Number),
      totalCents: sql`coalesce(sum(${sales.totalCents}) filter (where ${kept}), 0)`.mapWith(Number),
      canceled: sql`count(*) filter (where not ${kept})`.mapWith(Number),
    })
    .from(sales)
    .where(eq(sales.companyId, id));
  return {
    distributor: detailOf(company, owner, documents.length),
    documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    branches,
    people,
    orders,
  };
}

export async function distributorDocument(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  companyId: number,
  documentId: number,
) {
  const [doc] = await deps.db
    .select({ filename: userDocuments.filename, storageKey: userDocuments.storageKey })
    .from(userDocuments)
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.companyId, companyId)));
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
 * Moves a distributor (its company) between the statuses an administrator may choose (DISTRIBUTOR_MOVES), saves the
 * reason, closes every session of every one of its people at once when it is disabled, and tells its owner by e-mail.
 */
export async function changeDistributorStatus(
  deps: { db: Db; mailer: Mailer; sessionCache: SessionCache; log: FastifyBaseLogger; publicUrl: string },
  id: number,
  body: DistributorStatusBody,
  actorId: number,
) {
  const { from, company, owner } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ company: companies, owner: ownerColumns })
      .from(companies)
      .innerJoin(users, founder)
      .where(eq(companies.id, id))
      .for('update', { of: companies });
    if (!found) throw notFound(ADMIN_MSG.distributorNotFound);
    const { company: current, owner } = found;
    if (!canMoveDistributor(current.status, body.status)) {
      const allowed = DISTRIBUTOR_MOVES[current.status].map((s) => `«${DISTRIBUTOR_STATUS_LABELS[s]}»`).join(', ');
      throw new AppError(
        'conflict',
        ADMIN_MSG.distributorMoveRefused(DISTRIBUTOR_STATUS_LABELS[current.status], DISTRIBUTOR_STATUS_LABELS[body.status], allowed),
      );
    }
    const [updated] = await tx
      .update(companies)
      .set({ status: body.status, statusReason: body.reason || null, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    if (body.status === 'DISABLED') {
      const people = tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, people), isNull(sessions.revokedAt)));
    }
    await deps.mailer.send({ to: owner.email, ...statusMail({ ...updated, ...owner }, current.status, deps.publicUrl) }, { tx });
    await recordChange(tx, actorId, {
      entity: 'distributor',
      entityId: id,
      label: current.companyName,
      action: 'Cambió el estado',
      before: { Estado: DISTRIBUTOR_STATUS_LABELS[current.status], Motivo: current.statusReason },
      after: { Estado: DISTRIBUTOR_STATUS_LABELS[updated.status], Motivo: updated.statusReason },
    });
    return { from: current.status, company: updated, owner };
  });
  if (company.status === 'DISABLED') deps.sessionCache.revokeCompany(id);

  return {
    msg: SUCCESS[body.status === 'APPROVED' && from === 'DISABLED' ? 'ENABLED' : body.status],
    distributor: detailOf(company, owner, await documentCount(deps.db, id)),
  };
}
