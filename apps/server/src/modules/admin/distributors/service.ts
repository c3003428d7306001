import {
  canMoveDistributor,
  DISTRIBUTOR_MOVES,
  DISTRIBUTOR_STATUS_LABELS,
  type DistributorStatusBody,
  type DistributorsQuery,
  type UserStatus,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { paths } from '@store/contracts/paths';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessions, userDocuments, users } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { button, emailLayout, type Html, paragraph, quote } from '../../../lib/email-layout.ts';
import { num, rows } from '../../../lib/rows.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';
import type { SessionCache } from '../../../plugins/auth.ts';
import { type Mailer, sendOrLog } from '../../../plugins/mail.ts';
import type { Storage } from '../../../plugins/storage.ts';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** lower-case and accent-free in SQL, like normalizeSearch does in JavaScript */
const folded = (column: SQL) => sql`translate(lower(${column}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;

function searchWhere(q: string | undefined): SQL {
  const wanted = q ? normalizeSearch(q) : '';
  if (!wanted) return sql`true`;
  const like = containsPattern(wanted);
  const fields = [sql`u.ci`, sql`u.email`, sql`u.company_name`, sql`u.name`, sql`u.lastname`, sql`(u.name || ' ' || u.lastname)`];
  return sql`(${sql.join(
    fields.map((f) => sql`${folded(f)} like ${like}`),
    sql` or `,
  )})`;
}

export async function listDistributors(db: Db, query: DistributorsQuery) {
  const { page, size } = query;
  const search = searchWhere(query.q);
  const statusWhere = query.status ? sql`u.status = ${query.status}` : sql`true`;
  const countRows = await rows(
    db,
    sql`select u.status, count(*) as n from users u where u.role = 'DISTRIBUTOR' and ${search} group by u.status`,
  );
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, DISABLED: 0, all: 0 };
  for (const r of countRows) {
    counts[r.status as UserStatus] = num(r.n);
    counts.all += num(r.n);
  }
  const total = query.status ? counts[query.status] : counts.all;
  const list = await rows(
    db,
    sql`select u.userid, u.ci, u.email, u.company_name, u.name, u.lastname, u.phone, u.city, u.province, u.status, u.created_at,
          (select count(*) from user_documents d where d.userid = u.userid) as documents
        from users u
        where u.role = 'DISTRIBUTOR' and ${search} and ${statusWhere}
        order by (u.status = 'PENDING') desc, u.created_at desc, u.userid desc
        limit ${size} offset ${(page - 1) * size}`,
  );
  return {
    distributors: list.map((r) => ({
      userid: num(r.userid),
      ci: String(r.ci),
      email: String(r.email),
      companyName: String(r.company_name),
      name: String(r.name),
      lastname: String(r.lastname),
      phone: String(r.phone),
      city: String(r.city),
      province: String(r.province),
      status: r.status as UserStatus,
      createdAt: iso(r.created_at),
      documents: num(r.documents),
    })),
    info: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / size)), limit: size, total },
    counts,
  };
}

type UserRow = typeof users.$inferSelect;

function detailOf(u: UserRow, documents: number) {
  return {
    userid: u.id,
    ci: u.ci,
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
  const documents = await documentsOf(db, id);
  const [orders] = await rows(
    db,
    sql`select count(*) filter (where status <> 'CANCELED') as count,
               coalesce(sum(total_cents) filter (where status <> 'CANCELED'), 0) as total_cents,
               count(*) filter (where status = 'CANCELED') as canceled
        from sales where userid = ${id}`,
  );
  return {
    distributor: detailOf(user, documents.length),
    documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    orders: { count: num(orders?.count), totalCents: num(orders?.total_cents), canceled: num(orders?.canceled) },
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

function statusMail(user: UserRow, from: UserStatus, publicUrl: string) {
  const hello = `Hola ${user.name},\n\n`;
  const reason = user.statusReason ? `\n\nMotivo: ${user.statusReason}` : '';
  // The HTML says the same as the text, with the links as buttons and the reason quoted.
  const page = (subject: string, heading: string, blocks: Html[]) =>
    emailLayout({ title: subject, preheader: heading, heading, blocks: [paragraph(`Hola ${user.name},`), ...blocks], publicUrl });
  const reasonBlocks = user.statusReason ? [paragraph('Motivo:'), quote(user.statusReason)] : [];
  const mail = (subject: string, text: string, heading: string, blocks: Html[]) => ({
    subject,
    text,
    html: page(subject, heading, blocks),
  });
  switch (user.status) {
    case 'APPROVED':
      return from === 'DISABLED'
        ? mail(
            'Su cuenta de distribuidor fue habilitada nuevamente',
            `${hello}La cuenta de ${user.companyName} está habilitada otra vez. Ya puede ingresar en ${publicUrl}${paths.login} con su correo y contraseña, ver los precios mayoristas y hacer pedidos.\n\nGracias por seguir con nosotros.`,
            'Su cuenta está habilitada otra vez',
            [
              paragraph(
                `La cuenta de ${user.companyName} está habilitada otra vez. Ya puede ingresar con su correo y contraseña, ver los precios mayoristas y hacer pedidos.`,
              ),
              button('Ingresar a la tienda', `${publicUrl}${paths.login}`),
              paragraph('Gracias por seguir con nosotros.'),
            ],
          )
        : mail(
            '¡Bienvenido! Su cuenta de distribuidor fue aprobada',
            `${hello}¡Bienvenido! Aprobamos la cuenta de distribuidor de ${user.companyName} (RUC/cédula ${user.ci}).\n\nYa puede ingresar en ${publicUrl}${paths.login} con su correo (${user.email}) y su contraseña para ver los precios mayoristas del catálogo y hacer sus pedidos.\n\nGracias por su confianza.`,
            '¡Bienvenido! Su cuenta fue aprobada',
            [
              paragraph(`Aprobamos la cuenta de distribuidor de ${user.companyName} (RUC/cédula ${user.ci}).`),
              paragraph(
                `Ya puede ingresar con su correo (${user.email}) y su contraseña para ver los precios mayoristas del catálogo y hacer sus pedidos.`,
              ),
              button('Ingresar a la tienda', `${publicUrl}${paths.login}`),
              paragraph('Gracias por su confianza.'),
            ],
          );
    case 'REJECTED':
      return mail(
        'Su solicitud de distribuidor no fue aprobada',
        `${hello}Revisamos la solicitud de registro de ${user.companyName} y no pudimos aprobarla.${reason}\n\nSi desea más información o enviar documentos corregidos, responda a este correo o escríbanos desde ${publicUrl}${paths.contact}.`,
        'Su solicitud no fue aprobada',
        [
          paragraph(`Revisamos la solicitud de registro de ${user.companyName} y no pudimos aprobarla.`),
          ...reasonBlocks,
          paragraph(
            'Si desea más información o enviar documentos corregidos, responda a este correo o escríbanos desde la página de contacto.',
          ),
          button('Escribirnos', `${publicUrl}${paths.contact}`),
        ],
      );
    default:
      return mail(
        'Su cuenta de distribuidor fue deshabilitada',
        `${hello}La cuenta de ${user.companyName} fue deshabilitada y ya no puede ingresar a la tienda.${reason}\n\nSi cree que es un error, comuníquese con nosotros respondiendo a este correo.`,
        'Su cuenta fue deshabilitada',
        [
          paragraph(`La cuenta de ${user.companyName} fue deshabilitada y ya no puede ingresar a la tienda.`),
          ...reasonBlocks,
          paragraph('Si cree que es un error, comuníquese con nosotros respondiendo a este correo.'),
        ],
      );
  }
}

/**
 * Moves a distributor between the statuses an administrator may choose (DISTRIBUTOR_MOVES), saves the
 * reason, closes every session of a disabled account at once and tells the distributor by e-mail.
 */
export async function changeDistributorStatus(
  deps: { db: Db; mailer: Mailer; sessionCache: SessionCache; log: FastifyBaseLogger; publicUrl: string },
  id: number,
  body: DistributorStatusBody,
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
    return { from: current.status, user: updated };
  });
  if (user.status === 'DISABLED') deps.sessionCache.revokeUser(id);

  sendOrLog(deps.mailer, deps.log, { to: user.email, ...statusMail(user, from, deps.publicUrl) });
  const [{ n }] = await rows(deps.db, sql`select count(*) as n from user_documents where userid = ${id}`);
  return {
    msg: SUCCESS[user.status === 'APPROVED' && from === 'DISABLED' ? 'ENABLED' : (user.status as DistributorStatusBody['status'])],
    distributor: detailOf(user, num(n)),
  };
}
