/** A signed-in person's profile: their own name and phone, and their company's data (docs/product.md §28). */
import { MSG, type ProfileUpdateBody, type UserProfile } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

type Company = typeof companies.$inferSelect;

export function toProfile(u: typeof users.$inferSelect, c: Company | null): UserProfile {
  return {
    userid: u.id,
    ci: c?.ci ?? '',
    company_name: c?.companyName ?? '',
    company_role: u.companyRole,
    name: u.name,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    phone2: c?.phone2 ?? '',
    base_phone: c?.basePhone ?? '',
    province: c?.province ?? '',
    city: c?.city ?? '',
    address: c?.address ?? '',
    role: u.role,
    status: c?.status ?? u.status,
    image: u.image,
  };
}

async function profileRow(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function getProfile(db: Db, userId: number) {
  const { user, company } = await profileRow(db, userId);
  return toProfile(user, company);
}

/**
 * ci and e-mail are the identity: never changed here. The person's name and phone are their own; the company's
 * name, phones and address only its owner changes (another person sending them changed is refused, not ignored).
 */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdateBody) {
  const { user, company } = await profileRow(db, userId);
  const companyData = {
    companyName: body.company_name,
    phone2: body.phone2,
    basePhone: body.base_phone,
    address: body.address,
    province: body.province,
    city: body.city,
  };
  const changesCompany = company && (Object.keys(companyData) as (keyof typeof companyData)[]).some((k) => company[k] !== companyData[k]);
  if (changesCompany && user.companyRole !== 'OWNER') throw new AppError('forbidden', MSG.companyDataOwnerOnly);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [u] = await tx
      .update(users)
      .set({ name: body.name, lastname: body.lastname, phone: body.phone, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    const [c] = company
      ? await tx
          .update(companies)
          .set({ ...companyData, ...(user.companyRole === 'OWNER' && { phone: body.phone }), updatedAt: now })
          .where(eq(companies.id, company.id))
          .returning()
      : [null];
    return toProfile(u, c);
  });
}
