import { randomBytes } from 'node:crypto';
import { MSG, type RegisterFields, type SessionUser } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { branches, companies, passwordResets, sessions, userDocuments, users } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { button, emailLayout, facts, paragraph } from '../../lib/email-layout.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { pageCacheKey, type SessionCache } from '../../plugins/auth.ts';
import type { Mailer, MailJob, MailMessage } from '../../plugins/mail.ts';
import type { Storage } from '../../plugins/storage.ts';
import { registrationBranch } from '../company/index.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export async function registerDistributor(
  deps: { db: Db; storage: Storage; mailer: Mailer; log: FastifyBaseLogger; storeInbox: string; publicUrl: string },
  fields: RegisterFields,
  documents: UploadedFile[],
) {
  const { db, storage } = deps;
  const [ciTaken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ci, fields.ci)).limit(1);
  if (ciTaken) throw new AppError('conflict', MSG.ciTaken);
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(eq(users.email, fields.email)).limit(1);
  if (emailTaken) throw new AppError('conflict', MSG.emailTaken);

  const passwordHash = await hashPassword(fields.password);
  const folder = `documents/${Date.now()}-${randomBytes(6).toString('hex')}`;
  const stored = documents.map((d, i) => ({ ...d, key: `${folder}/${i + 1}.pdf` }));
  for (const d of stored) await storage.put(d.key, d.data);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      // The person first: the company takes its id (schema.ts, companies), and the person then joins it as owner.
      const [user] = await tx
        .insert(users)
        .values({ email: fields.email, passwordHash, name: fields.name, lastname: fields.lastname, phone: fields.phone })
        .returning({ id: users.id });
      await tx.insert(companies).values({
        id: user.id,
        ci: fields.ci,
        companyName: fields.company_name,
        phone: fields.phone,
        phone2: fields.phone2,
        basePhone: fields.base_phone,
        province: fields.province,
        city: fields.city,
        address: fields.address,
        // the group new distributors join (decision 028); none marked: list prices
        priceGroupId: sql`(select groupid from price_groups where is_default)`,
      });
      await tx.update(users).set({ companyId: user.id, companyRole: 'OWNER' }).where(eq(users.id, user.id));
      // Its first branch, the main one, is the address it registered (docs/product.md §27).
      await tx.insert(branches).values(registrationBranch(user.id, fields));
      await tx
        .insert(userDocuments)
        .values(stored.map((d) => ({ companyId: user.id, filename: d.filename, storageKey: d.key, bytes: d.data.length })));
      for (const mail of registrationMails(deps, fields, user.id, documents.length)) await deps.mailer.send(mail, { tx });
      return user.id;
    });
  } catch (err) {
    for (const d of stored) await storage.remove(d.key);
    // A concurrent registration with the same ci or e-mail lost the race to the unique index.
    if (isUniqueViolation(err)) throw new AppError('conflict', MSG.emailTaken);
    throw err;
  }

  return userId;
}

/** The registration's two e-mails: the distributor's receipt and the store's notice with the link to review it. */
function registrationMails(
  deps: { storeInbox: string; publicUrl: string },
  fields: RegisterFields,
  userId: number,
  documentCount: number,
): [MailJob, MailJob] {
  const received = 'Recibimos su solicitud de distribuidor';
  const toDistributor: MailJob = {
    to: fields.email,
    subject: received,
    text: `Hola ${fields.name},\n\nRecibimos la solicitud de registro de ${fields.company_name} (RUC/cédula ${fields.ci}). Nuestro equipo revisará sus documentos y le avisaremos por este medio cuando su cuenta esté aprobada.\n\nGracias por su interés.`,
    html: emailLayout({
      title: received,
      preheader: 'Le avisaremos por correo cuando su cuenta esté aprobada.',
      heading: 'Recibimos su solicitud',
      blocks: [
        paragraph(`Hola ${fields.name},`),
        paragraph(
          `Recibimos la solicitud de registro de ${fields.company_name} (RUC/cédula ${fields.ci}). Nuestro equipo revisará sus documentos y le avisaremos por este medio cuando su cuenta esté aprobada.`,
        ),
        paragraph('Gracias por su interés.'),
      ],
      publicUrl: deps.publicUrl,
    }),
  };
  const notice = `Nueva solicitud de distribuidor: ${fields.company_name}`;
  const phones = [fields.phone, fields.base_phone].filter(Boolean).join(' / ');
  const toStore: MailJob = {
    to: deps.storeInbox,
    subject: notice,
    text: `Solicitud #${userId}\nEmpresa: ${fields.company_name}\nRUC/cédula: ${fields.ci}\nContacto: ${fields.name} ${fields.lastname} <${fields.email}>\nCiudad: ${fields.city}, ${fields.province}\nTeléfonos: ${phones}\nDocumentos: ${documentCount}\n\nRevise la solicitud en ${deps.publicUrl}/admin`,
    html: emailLayout({
      title: notice,
      preheader: `${fields.company_name} · ${fields.city}, ${fields.province}`,
      heading: `Nueva solicitud #${userId}`,
      blocks: [
        facts([
          ['Empresa', fields.company_name],
          ['RUC/cédula', fields.ci],
          ['Contacto', `${fields.name} ${fields.lastname}`],
          ['Correo', fields.email],
          ['Ciudad', `${fields.city}, ${fields.province}`],
          ['Teléfonos', phones],
          ['Documentos', String(documentCount)],
        ]),
        button('Revisar la solicitud', `${deps.publicUrl}/admin/distributors/${userId}`),
      ],
      publicUrl: deps.publicUrl,
    }),
  };
  return [toDistributor, toStore];
}

/**
 * A new session: the bearer the API reads and the page token of the page cookie (decision 033), two random
 * tokens stored hashed on one row, so that revoking the session ends both.
 */
export async function openSession(db: Db, userId: number, days: number) {
  const bearer = newToken();
  const page = newToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: bearer.hash, pageTokenHash: page.hash, expiresAt: new Date(Date.now() + days * 86_400_000) });
  return { token: bearer.token, pageToken: page.token };
}

/** A session's bearer token alone (the bench's sessions, which render no page). */
export async function createSession(db: Db, userId: number, days: number) {
  return (await openSession(db, userId, days)).token;
}

/**
 * A new page token for a session (one begun before the page cookie existed, or whose password just changed):
 * the previous one selects nothing from now on. Null when the session has ended meanwhile.
 */
export async function renewPageToken(db: Db, cache: SessionCache, sessionId: number): Promise<string | null> {
  const [before] = await db.select({ hash: sessions.pageTokenHash }).from(sessions).where(eq(sessions.id, sessionId));
  const page = newToken();
  const [renewed] = await db
    .update(sessions)
    .set({ pageTokenHash: page.hash })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (before?.hash) cache.revoke(pageCacheKey(before.hash));
  return renewed ? page.token : null;
}

const STATUS_MESSAGES = { PENDING: MSG.accountPending, REJECTED: MSG.accountRejected, DISABLED: MSG.accountDisabled } as const;

export async function login(
  db: Db,
  email: string,
  password: string,
  sessionDays: number,
): Promise<{ user: SessionUser; pageToken: string }> {
  const [found] = await db
    .select({ user: users, company: { name: companies.companyName, status: companies.status } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  const valid = found ? await verifyPassword(password, found.user.passwordHash) : await verifyAgainstNothing(password);
  if (!found || !valid) throw new AppError('unauthorized', MSG.loginInvalid);
  const { user, company } = found;
  // The person's own state first (removed from the company), then the company's approval.
  const status = user.status !== 'APPROVED' ? user.status : (company?.status ?? 'APPROVED');
  if (status !== 'APPROVED') throw new AppError('forbidden', STATUS_MESSAGES[status]);
  const { token, pageToken } = await openSession(db, user.id, sessionDays);
  return {
    user: {
      userid: user.id,
      token,
      email: user.email,
      name: user.name,
      lastname: user.lastname,
      company_name: company?.name ?? '',
      company_role: user.companyRole,
      role: user.role,
      image: user.image,
    },
    pageToken,
  };
}

export async function revokeSession(db: Db, cache: SessionCache, sessionId: number, tokenHash: string) {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId))
    .returning({ pageTokenHash: sessions.pageTokenHash });
  cache.revoke(tokenHash);
  if (ended?.pageTokenHash) cache.revoke(pageCacheKey(ended.pageTokenHash));
}

async function revokeUserSessions(db: Db, cache: SessionCache, userId: number, keep?: { sessionId: number; tokenHash: string }) {
  const others = keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep.sessionId)) : eq(sessions.userId, userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(others, isNull(sessions.revokedAt)));
  cache.revokeUser(userId, keep?.tokenHash);
}

const RESET_SUBJECT = 'Restablecer su contraseña';

/**
 * Queues the reset e-mail for any address: the caller answers the same either way. Whether the account
 * exists is looked at only when the mail is written (`passwordResetMail`), so the answer takes the same time
 * for a known and an unknown address, and the link's token is made then: it never waits in the queue's table.
 */
export async function sendPasswordReset(mailer: Mailer, email: string) {
  await mailer.send({ to: email, subject: RESET_SUBJECT, render: { kind: 'password-reset' } });
}

/** The reset e-mail, written by the mail worker with a new one-hour link; none for an unknown or closed account. */
export async function passwordResetMail(deps: { db: Db; publicUrl: string }, email: string): Promise<MailMessage | null> {
  const [found] = await deps.db
    .select({ user: users, companyStatus: companies.status })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  const closed = (status: string | null | undefined) => status === 'DISABLED' || status === 'REJECTED';
  if (!found || closed(found.user.status) || closed(found.companyStatus)) return null;
  const { user } = found;
  const { token, hash } = newToken();
  await deps.db.insert(passwordResets).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${deps.publicUrl}${paths.passwordReset}?userid=${user.id}&token=${token}`;
  return {
    to: user.email,
    subject: RESET_SUBJECT,
    text: `Hola ${user.name},\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta. Abra este enlace (válido por una hora, una sola vez):\n\n${link}\n\nSi usted no lo pidió, ignore este correo: su contraseña no cambia.`,
    html: emailLayout({
      title: RESET_SUBJECT,
      preheader: 'El enlace es válido por una hora y una sola vez.',
      heading: RESET_SUBJECT,
      blocks: [
        paragraph(`Hola ${user.name},`),
        paragraph('Recibimos una solicitud para restablecer la contraseña de su cuenta. El enlace es válido por una hora y una sola vez:'),
        button('Restablecer contraseña', link),
        paragraph('Si usted no lo pidió, ignore este correo: su contraseña no cambia.'),
      ],
      publicUrl: deps.publicUrl,
    }),
  };
}

export async function resetPassword(db: Db, cache: SessionCache, userId: number, token: string, password: string) {
  const hash = hashToken(token);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hash),
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!reset) throw badRequest(MSG.resetInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
  await revokeUserSessions(db, cache, userId);
}

export async function changePassword(
  db: Db,
  cache: SessionCache,
  current: { id: number; sessionId: number; tokenHash: string },
  currentPassword: string,
  newPassword: string,
) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, current.id));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) throw badRequest(MSG.currentPasswordWrong);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, current.id));
  await revokeUserSessions(db, cache, current.id, current);
}
