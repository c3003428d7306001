import type { ContactBody } from '@store/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { banners, brandPublicity, brands, contactMessages } from '../../db/schema.ts';
import { type Mailer, sendOrLog } from '../../plugins/mail.ts';

export async function listBanners(db: Db) {
  const rows = await db
    .select({ bannerid: banners.id, type: banners.type, url: banners.url })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows;
}

export async function listBrandPublicity(db: Db) {
  return db
    .select({ brandpublicityid: brandPublicity.id, url: brandPublicity.url, landing: brandPublicity.landing, name: brands.name })
    .from(brandPublicity)
    .leftJoin(brands, eq(brands.id, brandPublicity.brandId))
    .orderBy(asc(brandPublicity.position), asc(brandPublicity.id))
    .then((rows) => rows.map((r) => ({ ...r, name: r.name ?? '' })));
}

/** Stores the message (the staff's inbox) and mails it to the store; a mail failure loses nothing. */
export async function saveContactMessage(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; storeInbox: string }, body: ContactBody) {
  const { db, mailer, storeInbox } = deps;
  const [row] = await db.insert(contactMessages).values(body).returning({ id: contactMessages.id });
  await sendOrLog(mailer, deps.log, {
    to: storeInbox,
    replyTo: body.email,
    subject: `Contacto: ${body.subject}`,
    text: `Mensaje #${row.id} del formulario de contacto\n\nNombre: ${body.name}\nCorreo: ${body.email}\nAsunto: ${body.subject}\n\n${body.message}\n`,
  });
  return row.id;
}
