/**
 * The staff's accounts (decision 030): invitations by e-mail, the account an accepted invitation opens, and the
 * changes of role or state, which never leave the store without an active Administrador.
 */

import {
  MSG,
  STAFF_INVITATION_HOURS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type staffInviteBody,
  type staffUpdateBody,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { paths } from '@store/contracts/paths';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { sessions, staffInvitations, users } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { invitationMessage } from '../../../lib/invitation-mail.ts';
import { hashPassword } from '../../../lib/password.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { SessionCache } from '../../../plugins/auth.ts';
import type { Mailer, MailMessage } from '../../../plugins/mail.ts';
import { recordChange } from '../history/index.ts';

export const INVITATION_MAIL = 'staff-invitation';
const INVITATION_TTL_MS = STAFF_INVITATION_HOURS * 60 * 60 * 1000;
const INVITATION_SUBJECT = 'Invitación al panel de Calzado Andino';
const staffRoles = [...STAFF_ROLES];

type InvitationRow = typeof staffInvitations.$inferSelect;
type UserRow = typeof users.$inferSelect;

const memberOf = (u: UserRow) => ({
  userid: u.id,
  email: u.email,
  name: u.name,
  lastname: u.lastname,
  role: u.role as StaffRole,
  status: u.status === 'DISABLED' ? ('DISABLED' as const) : ('APPROVED' as const),
  createdAt: u.createdAt.toISOString(),
});

const invitationOf = (i: InvitationRow, invitedBy: string | null) => ({
  id: i.id,
  email: i.email,
  name: i.name,
  lastname: i.lastname,
  role: i.role,
  invitedBy: invitedBy ?? '',
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt.getTime() <= Date.now(),
});

const memberFields = (m: { name: string; lastname: string; role: StaffRole; status?: string }) => ({
  Nombre: `${m.name} ${m.lastname}`,
  Rol: STAFF_ROLE_LABELS[m.role],
  ...(m.status && { Estado: m.status === 'DISABLED' ? 'Desactivada' : 'Activa' }),
});

export async function listStaff(db: Db) {
  const staff = await db.select().from(users).where(inArray(users.role, staffRoles)).orderBy(asc(users.name), asc(users.lastname));
  const invitations = await db
    .select({ invitation: staffInvitations, by: users.name, byLast: users.lastname })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .orderBy(asc(staffInvitations.createdAt));
  return {
    staff: staff.map(memberOf),
    invitations: invitations.map((r) => invitationOf(r.invitation, r.by === null ? null : `${r.by} ${r.byLast}`)),
  };
}

/** Invites a new member: refused for an address that has an account or an open invitation. The e-mail goes with the row. */
export async function inviteStaff(deps: { db: Db; mailer: Mailer }, adminId: number, body: z.output<typeof staffInviteBody>) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (taken) throw new AppError('conflict', ADMIN_MSG.staffEmailTaken);
      const [open] = await tx.select({ id: staffInvitations.id }).from(staffInvitations).where(eq(staffInvitations.email, body.email));
      if (open) throw new AppError('conflict', ADMIN_MSG.staffAlreadyInvited(body.email));
      const [row] = await tx
        .insert(staffInvitations)
        .values({ ...body, invitedBy: adminId, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
        .returning();
      await queueInvitationMail(deps.mailer, tx, row);
      await recordChange(tx, adminId, {
        entity: 'staff',
        entityId: null,
        label: body.email,
        action: 'Invitó al personal',
        before: null,
        after: { Correo: body.email, ...memberFields(body) },
      });
      return invitationOf(row, null);
    });
  } catch (err) {
    // two invitations of one address at once: the unique e-mail lets one through
    if (isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.staffAlreadyInvited(body.email));
    throw err;
  }
}

function queueInvitationMail(mailer: Mailer, tx: DbOrTx, row: InvitationRow) {
  return mailer.send({ to: row.email, subject: INVITATION_SUBJECT, render: { kind: INVITATION_MAIL, invitationId: row.id } }, { tx });
}

/** A new link for an invitation (expired or not): valid STAFF_INVITATION_HOURS from now, the old one stops working. */
export async function resendInvitation(deps: { db: Db; mailer: Mailer }, adminId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ tokenHash: null, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!row) throw notFound(ADMIN_MSG.staffInvitationNotFound);
    await queueInvitationMail(deps.mailer, tx, row);
    await recordChange(tx, adminId, { entity: 'staff', entityId: null, label: row.email, action: 'Reenvió la invitación' });
    return invitationOf(row, null);
  });
}

export async function cancelInvitation(db: Db, adminId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(staffInvitations).where(eq(staffInvitations.id, id)).returning();
    if (!row) throw notFound(ADMIN_MSG.staffInvitationNotFound);
    await recordChange(tx, adminId, { entity: 'staff', entityId: null, label: row.email, action: 'Canceló la invitación' });
    return row.email;
  });
}

/**
 * The invitation's e-mail, written by the mail worker: the token is made now (only its hash is kept), so it never
 * waits in the queue's table. None when the invitation was cancelled or accepted meanwhile.
 */
export async function invitationMail(deps: { db: Db; publicUrl: string }, invitationId: number): Promise<MailMessage | null> {
  const { token, hash } = newToken();
  const [row] = await deps.db.update(staffInvitations).set({ tokenHash: hash }).where(eq(staffInvitations.id, invitationId)).returning();
  if (!row) return null;
  return invitationMessage({
    to: row.email,
    name: row.name,
    subject: INVITATION_SUBJECT,
    invited: `Le invitamos al panel de administración de la tienda mayorista con el rol ${STAFF_ROLE_LABELS[row.role]}.`,
    hours: STAFF_INVITATION_HOURS,
    link: `${deps.publicUrl}${paths.staffInvitation}?token=${token}`,
    action: 'Crear mi cuenta',
    publicUrl: deps.publicUrl,
  });
}

async function openInvitation(tx: DbOrTx, token: string, lock = false) {
  const query = tx
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw badRequest(MSG.invitationInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('bad_request', MSG.invitationExpired);
  return row;
}

export async function invitationInfo(db: Db, token: string) {
  const row = await openInvitation(db, token);
  return { email: row.email, name: row.name, lastname: row.lastname, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/** Opens the account the invitation names, with the password its holder chose; the invitation is used up. */
export async function acceptInvitation(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const row = await openInvitation(tx, token, true);
      await tx.delete(staffInvitations).where(eq(staffInvitations.id, row.id));
      const [user] = await tx
        .insert(users)
        .values({
          role: row.role,
          status: 'APPROVED',
          email: row.email,
          passwordHash,
          name: row.name,
          lastname: row.lastname,
          phone: '',
        })
        .returning();
      await recordChange(tx, user.id, {
        entity: 'staff',
        entityId: user.id,
        label: `${row.name} ${row.lastname}`,
        action: 'Aceptó la invitación',
        before: null,
        after: { Correo: row.email, ...memberFields(row) },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', ADMIN_MSG.staffEmailTaken);
    throw err;
  }
}

/**
 * Changes a member's role or state. The Administrador rows are locked first, in id order, so two changes at
 * once cannot each leave the other as the last one and together leave none. Sessions are closed: the next
 * request signs in again with the new role (a disabled account: not at all).
 */
export async function updateStaff(
  deps: { db: Db; sessionCache: SessionCache },
  adminId: number,
  id: number,
  body: z.output<typeof staffUpdateBody>,
) {
  const member = await deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'APPROVED')))
      .orderBy(asc(users.id))
      .for('update');
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, staffRoles)))
      .for('update');
    if (!current) throw notFound(ADMIN_MSG.staffNotFound);
    const role = body.role ?? (current.role as StaffRole);
    const status = body.status ?? (current.status === 'DISABLED' ? 'DISABLED' : 'APPROVED');
    const staysAdmin = role === 'ADMIN' && status === 'APPROVED';
    if (!staysAdmin && !admins.some((a) => a.id !== id)) throw new AppError('conflict', ADMIN_MSG.staffLastAdmin);
    const [updated] = await tx.update(users).set({ role, status, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await recordChange(tx, adminId, {
      entity: 'staff',
      entityId: id,
      label: `${current.name} ${current.lastname}`,
      action: 'Cambió la cuenta del personal',
      before: memberFields({ ...current, role: current.role as StaffRole }),
      after: memberFields({ ...updated, role }),
    });
    return memberOf(updated);
  });
  deps.sessionCache.revokeUser(id);
  return member;
}
