/**
 * A company's people (docs/product.md §28): who signs in for it, with which role and order limit; the owner's
 * invitations by e-mail (a link valid COMPANY_INVITATION_HOURS, once), changes and removals. Every read and write
 * is scoped to one company, and the company always keeps one active owner.
 */
import {
  COMPANY_INVITATION_HOURS,
  COMPANY_ROLE_LABELS,
  type CompanyInvitation,
  type CompanyPerson,
  MSG,
  PEOPLE_MAX,
} from '@store/contracts';
import type { inviteBody, personUpdateBody } from '@store/contracts/company';
import { paths } from '@store/contracts/paths';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, companyInvitations, sessions, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { invitationMessage } from '../../lib/invitation-mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionCache } from '../../plugins/auth.ts';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';

export const COMPANY_INVITATION_MAIL = 'company-invitation';
const INVITATION_TTL_MS = COMPANY_INVITATION_HOURS * 60 * 60 * 1000;

type PersonRow = typeof users.$inferSelect;
type InvitationRow = typeof companyInvitations.$inferSelect;

export const personView = (u: PersonRow): CompanyPerson => ({
  userid: u.id,
  name: u.name,
  lastname: u.lastname,
  email: u.email,
  company_role: u.companyRole ?? 'VIEWER',
  order_limit_cents: u.orderLimitCents,
  active: u.status === 'APPROVED',
  created_at: u.createdAt.toISOString(),
});

const invitationView = (row: InvitationRow): CompanyInvitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  lastname: row.lastname,
  company_role: row.companyRole,
  order_limit_cents: row.orderLimitCents,
  expires_at: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= Date.now(),
});

/** The active people first, the owners first among them, then by name. */
export async function listPeople(db: DbOrTx, companyId: number): Promise<CompanyPerson[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`${users.status} <> 'APPROVED'`, sql`${users.companyRole} <> 'OWNER'`, asc(users.name), asc(users.lastname), asc(users.id));
  return rows.map(personView);
}

/** «Mi empresa»: the company's name, its people and the invitations nobody accepted yet. */
export async function companyPeople(db: Db, companyId: number) {
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(MSG.notFound);
  const [people, invitations] = await Promise.all([
    listPeople(db, companyId),
    db.select().from(companyInvitations).where(eq(companyInvitations.companyId, companyId)).orderBy(asc(companyInvitations.createdAt)),
  ]);
  return { company_name: company.name, people, invitations: invitations.map(invitationView) };
}

/** The owner invites someone: refused for an address that has an account or an open invitation. The e-mail goes with the row. */
export async function invitePerson(
  deps: { db: Db; mailer: Mailer },
  owner: { id: number; companyId: number },
  body: z.output<typeof inviteBody>,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx.select({ companyId: users.companyId, status: users.status }).from(users).where(eq(users.email, body.email));
      // A person this company removed may be invited back (accepting opens their account again); any other account
      // is someone else's.
      if (taken && !(taken.companyId === owner.companyId && taken.status === 'DISABLED'))
        throw new AppError('conflict', MSG.personEmailTaken);
      // the company's row locked: two invitations at the limit are counted one after the other
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId)).for('update');
      // one after the other: a transaction has one connection
      const [people] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, owner.companyId), eq(users.status, 'APPROVED')));
      const [open] = await tx.select({ n: count() }).from(companyInvitations).where(eq(companyInvitations.companyId, owner.companyId));
      if (people.n + open.n >= PEOPLE_MAX) throw new AppError('conflict', MSG.peopleMax);
      const [row] = await tx
        .insert(companyInvitations)
        .values({
          companyId: owner.companyId,
          email: body.email,
          name: body.name,
          lastname: body.lastname,
          companyRole: body.company_role,
          orderLimitCents: body.order_limit_cents,
          invitedBy: owner.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        })
        .returning();
      await deps.mailer.send(
        { to: row.email, subject: 'Invitación a su empresa', render: { kind: COMPANY_INVITATION_MAIL, invitationId: row.id } },
        { tx },
      );
      return invitationView(row);
    });
  } catch (err) {
    // an open invitation of that address (this company's or another's), or two at once: the unique e-mail keeps one
    if (isUniqueViolation(err)) throw new AppError('conflict', MSG.personAlreadyInvited);
    throw err;
  }
}

export async function cancelCompanyInvitation(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)))
    .returning({ id: companyInvitations.id });
  if (!row) throw notFound(MSG.companyInvitationNotFound);
}

/**
 * The invitation's e-mail, written by the mail worker: the token is made now (only its hash is kept), so it never
 * waits in the queue's table. None when the invitation was cancelled or accepted meanwhile.
 */
export async function companyInvitationMail(deps: { db: Db; publicUrl: string }, invitationId: number): Promise<MailMessage | null> {
  const { token, hash } = newToken();
  const [row] = await deps.db
    .update(companyInvitations)
    .set({ tokenHash: hash })
    .where(eq(companyInvitations.id, invitationId))
    .returning();
  if (!row) return null;
  const [company] = await deps.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, row.companyId));
  const [by] = row.invitedBy
    ? await deps.db.select({ name: users.name, lastname: users.lastname }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  const who = by ? `${by.name} ${by.lastname}` : 'El titular';
  return invitationMessage({
    to: row.email,
    name: row.name,
    subject: `Invitación a ${company?.name ?? 'su empresa'} en la tienda mayorista`,
    invited: `${who} le invitó a comprar por ${company?.name} en la tienda mayorista de Calzado Andino, con el rol ${COMPANY_ROLE_LABELS[row.companyRole]}.`,
    hours: COMPANY_INVITATION_HOURS,
    link: `${deps.publicUrl}${paths.companyInvitation}?token=${token}`,
    action: 'Crear mi usuario',
    publicUrl: deps.publicUrl,
  });
}

async function openInvitation(tx: DbOrTx, token: string, lock = false) {
  const query = tx
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw badRequest(MSG.companyInvitationInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.companyInvitationExpired);
  return row;
}

export async function companyInvitationInfo(db: Db, token: string) {
  const row = await openInvitation(db, token);
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, row.companyId));
  return {
    company_name: company?.name ?? '',
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    company_role: row.companyRole,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Opens the person the invitation names (or opens again one the company removed), with the password they chose; the
 * invitation is used up (a second use is refused).
 */
export async function acceptCompanyInvitation(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const row = await openInvitation(tx, token, true);
      await tx.delete(companyInvitations).where(eq(companyInvitations.id, row.id));
      const person = {
        passwordHash,
        name: row.name,
        lastname: row.lastname,
        companyRole: row.companyRole,
        orderLimitCents: row.orderLimitCents,
      };
      // Someone the company removed comes back as the same person, their orders with them.
      const [back] = await tx
        .update(users)
        .set({ ...person, status: 'APPROVED', updatedAt: new Date() })
        .where(and(eq(users.email, row.email), eq(users.companyId, row.companyId), eq(users.status, 'DISABLED')))
        .returning({ id: users.id });
      if (!back) await tx.insert(users).values({ ...person, email: row.email, phone: '', companyId: row.companyId });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', MSG.personEmailTaken);
    throw err;
  }
}

/**
 * The company's people locked in id order (two owners' changes at once run one after the other), the one changed
 * among them; refused when the company would be left without an active owner.
 */
async function changePerson(tx: DbOrTx, companyId: number, personId: number, after: (p: PersonRow) => { owner: boolean }) {
  const people = await tx.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).for('update');
  const person = people.find((p) => p.id === personId);
  if (!person) throw notFound(MSG.personNotFound);
  const owners = people.filter((p) => p.status === 'APPROVED' && p.companyRole === 'OWNER' && p.id !== personId);
  if (!after(person).owner && owners.length === 0) throw new AppError('conflict', MSG.lastOwner);
  return person;
}

/** The owner changes a person's role or order limit; the person's next request acts with it (their cached session is dropped). */
export async function updatePerson(
  deps: { db: Db; sessionCache: SessionCache },
  companyId: number,
  personId: number,
  body: z.output<typeof personUpdateBody>,
) {
  const updated = await deps.db.transaction(async (tx) => {
    const person = await changePerson(tx, companyId, personId, (p) => ({
      owner: p.status === 'APPROVED' && body.company_role === 'OWNER',
    }));
    const [row] = await tx
      .update(users)
      .set({ companyRole: body.company_role, orderLimitCents: body.order_limit_cents, updatedAt: new Date() })
      .where(eq(users.id, person.id))
      .returning();
    return row;
  });
  deps.sessionCache.revokeUser(personId);
  return personView(updated);
}

/** The owner removes a person: they can no longer sign in, and every session of theirs ends now, on every instance. */
export async function removePerson(deps: { db: Db; sessionCache: SessionCache }, companyId: number, personId: number) {
  await deps.db.transaction(async (tx) => {
    await changePerson(tx, companyId, personId, () => ({ owner: false }));
    await tx.update(users).set({ status: 'DISABLED', updatedAt: new Date() }).where(eq(users.id, personId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, personId), isNull(sessions.revokedAt)));
  });
  deps.sessionCache.revokeUser(personId);
}
