import { API_BASE, type ContactBody } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { banners, brandPublicity, brands, contactMessages } from '../../db/schema.ts';
import { button, emailLayout, facts, paragraph, quote } from '../../lib/email-layout.ts';
import type { CatalogCache } from '../../plugins/catalog-cache.ts';
import type { Mailer } from '../../plugins/mail.ts';

export async function listBanners(db: Db) {
  return db
    .select({ bannerid: banners.id, type: banners.type, url: banners.url, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function listBrandPublicity(db: Db) {
  return db
    .select({ brandpublicityid: brandPublicity.id, url: brandPublicity.url, landing: brandPublicity.landing, name: brands.name })
    .from(brandPublicity)
    .leftJoin(brands, eq(brands.id, brandPublicity.brandId))
    .orderBy(asc(brandPublicity.position), asc(brandPublicity.id))
    .then((rows) => rows.map((r) => ({ ...r, name: r.name ?? '' })));
}

/** Stores the message (the staff's inbox) and queues its e-mail to the store in the same transaction. */
export async function saveContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; storeInbox: string; publicUrl: string },
  body: ContactBody,
) {
  const { db, mailer, storeInbox } = deps;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(body).returning({ id: contactMessages.id });
    const subject = `Contacto: ${body.subject}`;
    await mailer.send(
      {
        to: storeInbox,
        replyTo: body.email,
        subject,
        text: `Mensaje #${row.id} del formulario de contacto\n\nNombre: ${body.name}\nCorreo: ${body.email}\nAsunto: ${body.subject}\n\n${body.message}\n`,
        html: emailLayout({
          title: subject,
          preheader: body.message.slice(0, 120),
          heading: `Mensaje #${row.id} del formulario de contacto`,
          blocks: [
            facts([
              ['Nombre', body.name],
              ['Correo', body.email],
              ['Asunto', body.subject],
            ]),
            quote(body.message),
            paragraph('Responda a este correo para contestarle directamente.'),
            button('Ver los mensajes', `${deps.publicUrl}/admin/messages`),
          ],
          publicUrl: deps.publicUrl,
        }),
      },
      { tx },
    );
    return row.id;
  });
}

/**
 * What the home page's HTML asks for beside its scripts: its banners, and its largest picture (the first banner's)
 * with high priority. Cached with the catalogue (cleared by its writes), so the home page's HTML costs no query.
 */
export async function homePreloads(db: Db, catalogCache: CatalogCache) {
  const head = await catalogCache.getOrBuild('home-head', async () => {
    const first = (await listBanners(db)).find((b) => b.type !== 'bottom');
    const banners = `<link rel="preload" href="${API_BASE}${endpoints.content.banners.path}" as="fetch" crossorigin="anonymous">`;
    return first?.type === 'image'
      ? `${banners}<link rel="preload" as="image" href="${encodeURI(first.url)}" fetchpriority="high">`
      : banners;
  });
  return head.data.toString('utf8');
}
