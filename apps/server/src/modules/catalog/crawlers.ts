/**
 * What crawlers read at the site's root: `sitemap.xml` (every active product's page and each brand's page of
 * the store), `robots.txt` (keeping them out of the account, cart, orders and back office) and the picture a
 * shared product link shows (`/preview/product/:id.jpg`, 1200×630).
 */
import { readId } from '@store/contracts/id';
import { MEDIA_PREFIX, paths, previewPicturePath } from '@store/contracts/paths';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { brands, media, products, variants } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/email-layout.ts';
import { previewPicture } from '../../lib/media.ts';

/** The pages that are one person's or the staff's: never listed, never crawled. */
const PRIVATE_PAGES = [
  paths.user,
  paths.cart,
  paths.orders,
  paths.quickOrder,
  paths.admin,
  paths.passwordReset,
  paths.mailRecover,
  paths.staffInvitation,
  paths.companyInvitation,
  paths.company,
  paths.quotes,
  '/api/',
];

const sitemapRoutes: FastifyPluginAsync<{ publicUrl: () => string }> = async (app, { publicUrl }) => {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl()}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get(previewPicturePath(':id'), async (request, reply) => {
    const id = readId((request.params as { id: string }).id);
    if (!id) return reply.callNotFound();
    // Made once per product and kept with the catalogue: a new picture or an edit forgets it.
    const picture = await app.catalogCache.getOrBuild(`preview:${id}`, async () => {
      const [first] = await app.db
        .select({ url: media.url })
        .from(media)
        .innerJoin(variants, eq(variants.id, media.variantId))
        .innerJoin(products, and(eq(products.id, variants.productId), eq(products.active, true)))
        .where(and(eq(products.id, id), ne(media.type, 'video')))
        .orderBy(asc(variants.position), asc(variants.id), asc(media.position), asc(media.id))
        .limit(1);
      if (!first?.url.startsWith(MEDIA_PREFIX)) return '';
      try {
        return await previewPicture(await app.storage.media.get(decodeURI(first.url.slice(MEDIA_PREFIX.length))));
      } catch (err) {
        // A picture missing from the storage, or one sharp cannot read: the link is shared without one.
        request.log.warn({ err, productid: id }, 'no preview picture');
        return '';
      }
    });
    if (!picture.length) return reply.callNotFound();
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(picture.data);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    // Kept with the catalogue: a product added or hidden is in the next sitemap.
    const body = await app.catalogCache.getOrBuild('sitemap', async () => {
      const [listed, withProducts] = await Promise.all([
        app.db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)),
        app.db
          .selectDistinct({ id: brands.id })
          .from(brands)
          .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.active, true)))
          .orderBy(asc(brands.id)),
      ]);
      const origin = publicUrl();
      const pages = [paths.home, paths.store, paths.preSale, paths.questions, paths.about, paths.contact].map((p) => `${origin}${p}`);
      for (const { id } of withProducts) pages.push(`${origin}${paths.store}?brandid=${id}`);
      for (const { id } of listed) pages.push(`${origin}${paths.product(id)}`);
      const urls = pages.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    });
    return reply.type('application/xml; charset=utf-8').send(body.data);
  });
};

export default sitemapRoutes;
