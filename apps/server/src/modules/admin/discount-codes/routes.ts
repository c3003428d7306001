/**
 * The discount codes a distributor may type in the cart (`adminEndpoints.discountCodes`): list them with
 * their state and uses, create, change and delete one (a code orders used is kept as it was).
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from './service.ts';

const { discountCodes } = adminEndpoints;

const discountCodeRoutes: FastifyPluginAsync = async (app) => {
  route(app, discountCodes.list, async () => ({ discountCodes: await listDiscountCodes(app.db) }));

  route(
    app,
    discountCodes.create,
    async (request) => ({
      msg: ADMIN_MSG.discountCodeCreated,
      discountCode: await createDiscountCode(app.db, request.body),
    }),
    { history: { entity: 'price_group', what: 'el código de descuento' } },
  );

  route(
    app,
    discountCodes.update,
    async (request) => ({
      msg: ADMIN_MSG.discountCodeUpdated,
      discountCode: await updateDiscountCode(app.db, request.params.id, request.body),
    }),
    { history: { entity: 'price_group', what: 'el código de descuento' } },
  );

  route(
    app,
    discountCodes.remove,
    async (request) => {
      await deleteDiscountCode(app.db, request.params.id);
      return { msg: ADMIN_MSG.discountCodeDeleted };
    },
    { history: { entity: 'price_group', what: 'el código de descuento' } },
  );
};
export default discountCodeRoutes;
