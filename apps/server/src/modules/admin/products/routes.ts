/**
 * The back office's products: the list, one product with its variants, stock and pictures, and every write
 * to them. Each write clears the catalogue cache (and so the store's search index) once it has committed.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../../lib/app-error.ts';
import { readUpload, storeImage } from '../../../lib/media.ts';
import { route } from '../../../lib/route.ts';
import { queueStockAlerts } from '../../alerts/index.ts';
import { addImage, deleteImage, reorderImages, variantExists } from './images.ts';
import { getProduct, listProducts, productOptions } from './read-products.ts';
import { createProduct, deleteProduct, updateProduct } from './save-product.ts';
import { createVariant, deleteVariant, updateVariant } from './variants.ts';

const { products } = adminEndpoints;

/** Largest picture side kept: the product page's zoom needs no more. */
const IMAGE_MAX_SIDE = 1200;

const productRoutes: FastifyPluginAsync = async (app) => {
  productItselfRoutes(app);
  variantRoutes(app);
  imageRoutes(app);
};

/** The list, one product, and its creation, change and deletion. */
function productItselfRoutes(app: FastifyInstance) {
  route(app, products.options, async () => productOptions(app.db));

  route(app, products.list, async (request) => listProducts(app.db, request.query));

  route(app, products.get, async (request) => ({ product: await getProduct(app.db, request.params.id) }));

  route(
    app,
    products.create,
    async (request) => ({
      msg: ADMIN_MSG.adminProductCreated,
      productid: await createProduct(app.db, request.body, request.user.id),
    }),
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    products.update,
    async (request) => {
      // Made active again, its colours with stock may be bought: their alerts go out.
      await updateProduct(app.db, request.params.id, request.body, request.user.id, (tx) =>
        queueStockAlerts(app.queue, tx, { productIds: [request.params.id] }),
      );
      return { msg: ADMIN_MSG.adminProductSaved };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    products.remove,
    async (request) => {
      await deleteProduct(app.db, request.params.id, request.user.id);
      return { msg: ADMIN_MSG.adminProductDeleted };
    },
    { history: 'own', invalidates: 'catalog' },
  );
}

/** A product's variants: their colour, prices, stock and sizes. */
function variantRoutes(app: FastifyInstance) {
  route(
    app,
    products.createVariant,
    async (request) => ({
      msg: ADMIN_MSG.adminVariantCreated,
      prodvarid: await createVariant(app.db, request.params.id, request.body, request.user.id),
    }),
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    products.updateVariant,
    async (request) => {
      const { stock, ...fields } = request.body;
      const keptSizes = await updateVariant(app.db, request.params.id, fields, stock ?? [], request.user.id, (tx) =>
        queueStockAlerts(app.queue, tx, { variantIds: [request.params.id] }),
      );
      return { msg: keptSizes.length ? ADMIN_MSG.adminStockSizesKept(keptSizes) : ADMIN_MSG.adminVariantSaved };
    },
    { history: 'own', invalidates: 'catalog' },
  );

  route(
    app,
    products.removeVariant,
    async (request) => {
      await deleteVariant(app.db, request.params.id, request.user.id);
      return { msg: ADMIN_MSG.adminVariantDeleted };
    },
    { history: 'own', invalidates: 'catalog' },
  );
}

/** A variant's pictures: upload (resized to WebP), order and delete. */
function imageRoutes(app: FastifyInstance) {
  route(
    app,
    products.uploadImage,
    async (request) => {
      const variantId = request.params.id;
      // The variant is checked before the picture is read, decoded and stored: an unknown one costs no work.
      await variantExists(app.db, variantId);
      const { file } = await readUpload(request);
      if (!file) throw badRequest(ADMIN_MSG.adminImageRequired);
      const url = await storeImage(app.storage, 'products', file, IMAGE_MAX_SIDE);
      const mediaid = await addImage(app.db, variantId, url);
      return { msg: ADMIN_MSG.adminImageUploaded, mediaid, url };
    },
    { history: { entity: 'catalog', what: 'la imagen', action: 'Subió una imagen de variante' }, invalidates: 'catalog' },
  );

  route(
    app,
    products.reorderImages,
    async (request) => {
      await reorderImages(app.db, request.params.id, request.body.order);
      return { msg: ADMIN_MSG.adminImagesReordered };
    },
    { history: { entity: 'catalog', what: 'las imágenes', action: 'Reordenó las imágenes de una variante' }, invalidates: 'catalog' },
  );

  route(
    app,
    products.removeImage,
    async (request) => {
      await deleteImage(app.db, request.params.id);
      return { msg: ADMIN_MSG.adminImageDeleted };
    },
    { history: { entity: 'catalog', what: 'la imagen', action: 'Eliminó una imagen de variante' }, invalidates: 'catalog' },
  );
}
export default productRoutes;
