import {
  adminImageResponse,
  adminImagesOrderBody,
  adminProductBody,
  adminProductCreatedResponse,
  adminProductOptionsResponse,
  adminProductResponse,
  adminProductsQuery,
  adminProductsResponse,
  adminVariantBody,
  adminVariantCreatedResponse,
  adminVariantUpdateBody,
  idParam,
  okResponse,
} from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../lib/app-error.ts';
import { readUpload, storeImage } from '../../../lib/media.ts';
import {
  addImage,
  createProduct,
  createVariant,
  deleteImage,
  deleteProduct,
  deleteVariant,
  getProduct,
  listProducts,
  productOptions,
  reorderImages,
  updateProduct,
  updateVariant,
  variantExists,
} from './service.ts';

/** Largest picture side kept: the product page's zoom needs no more. */
const IMAGE_MAX_SIDE = 1200;

/**
 * Products, their variants, stock and pictures. Every write commits first and then clears the catalogue
 * cache (and so the store's search index), so the store shows the change on the next request.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const changed = () => app.catalogCache.clear();

  app.get('/products/options', { schema: { tags, security, response: { 200: adminProductOptionsResponse } } }, async () => ({
    ok: true as const,
    ...(await productOptions(app.db)),
  }));

  app.get(
    '/products',
    { schema: { tags, security, querystring: adminProductsQuery, response: { 200: adminProductsResponse } } },
    async (request) => ({ ok: true as const, ...(await listProducts(app.db, request.query)) }),
  );

  app.get('/products/:id', { schema: { tags, security, params: idParam, response: { 200: adminProductResponse } } }, async (request) => ({
    ok: true as const,
    product: await getProduct(app.db, request.params.id),
  }));

  app.post(
    '/products',
    { schema: { tags, security, body: adminProductBody, response: { 201: adminProductCreatedResponse } } },
    async (request, reply) => {
      const productid = await createProduct(app.db, request.body);
      changed();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.adminProductCreated, productid });
    },
  );

  app.put(
    '/products/:id',
    { schema: { tags, security, params: idParam, body: adminProductBody, response: { 200: okResponse } } },
    async (request) => {
      await updateProduct(app.db, request.params.id, request.body);
      changed();
      return { ok: true as const, msg: ADMIN_MSG.adminProductSaved };
    },
  );

  app.delete('/products/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteProduct(app.db, request.params.id);
    changed();
    return { ok: true as const, msg: ADMIN_MSG.adminProductDeleted };
  });

  app.post(
    '/products/:id/variants',
    { schema: { tags, security, params: idParam, body: adminVariantBody, response: { 201: adminVariantCreatedResponse } } },
    async (request, reply) => {
      const { variantId } = await createVariant(app.db, request.params.id, request.body);
      changed();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.adminVariantCreated, prodvarid: variantId });
    },
  );

  /** The variant's fields and the stock rows its card changed, in one transaction (409 if stock moved meanwhile). */
  app.put(
    '/variants/:id',
    { schema: { tags, security, params: idParam, body: adminVariantUpdateBody, response: { 200: okResponse } } },
    async (request) => {
      const { stock, ...fields } = request.body;
      const { keptSizes } = await updateVariant(app.db, request.params.id, fields, stock);
      changed();
      return { ok: true as const, msg: keptSizes.length ? ADMIN_MSG.adminStockSizesKept(keptSizes) : ADMIN_MSG.adminVariantSaved };
    },
  );

  app.delete('/variants/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteVariant(app.db, request.params.id);
    changed();
    return { ok: true as const, msg: ADMIN_MSG.adminVariantDeleted };
  });

  app.post(
    '/variants/:id/images',
    {
      schema: {
        tags,
        security,
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 201: adminImageResponse },
      },
    },
    async (request, reply) => {
      const variantId = request.params.id;
      // The variant is checked before the picture is decoded and stored: an unknown one costs no work.
      await variantExists(app.db, variantId);
      const { file } = await readUpload(request);
      if (!file) throw badRequest(ADMIN_MSG.adminImageRequired);
      const url = await storeImage(app.config.mediaDir, 'products', file, IMAGE_MAX_SIDE);
      const { mediaId } = await addImage(app.db, variantId, url);
      changed();
      return reply.status(201).send({ ok: true as const, msg: ADMIN_MSG.adminImageUploaded, mediaid: mediaId, url });
    },
  );

  app.patch(
    '/variants/:id/images',
    { schema: { tags, security, params: idParam, body: adminImagesOrderBody, response: { 200: okResponse } } },
    async (request) => {
      await reorderImages(app.db, request.params.id, request.body.order);
      changed();
      return { ok: true as const, msg: ADMIN_MSG.adminImagesReordered };
    },
  );

  app.delete('/images/:id', { schema: { tags, security, params: idParam, response: { 200: okResponse } } }, async (request) => {
    await deleteImage(app.db, request.params.id);
    changed();
    return { ok: true as const, msg: ADMIN_MSG.adminImageDeleted };
  });
};
export default productRoutes;
