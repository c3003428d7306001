import { MSG, type ProfileUpdateBody, type UserProfile } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

export function toProfile(u: typeof users.$inferSelect): UserProfile {
  return {
    userid: u.id,
    ci: u.ci ?? '',
    company_name: u.companyName,
    name: u.name,
    lastname: u.lastname,
    email: u.email,
    phone: u.phone,
    phone2: u.phone2,
    base_phone: u.basePhone,
    province: u.province,
    city: u.city,
    address: u.address,
    role: u.role,
    status: u.status,
    image: u.image,
  };
}

export async function getProfile(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw notFound(MSG.notFound);
  return toProfile(u);
}

/** ci and e-mail are the account's identity: never changed here. */
export async function updateProfile(db: Db, userId: number, body: ProfileUpdateBody) {
  const [u] = await db
    .update(users)
    .set({
      companyName: body.company_name,
      name: body.name,
      lastname: body.lastname,
      phone: body.phone,
      phone2: body.phone2,
      basePhone: body.base_phone,
      address: body.address,
      province: body.province,
      city: body.city,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!u) throw notFound(MSG.notFound);
  return toProfile(u);
}
