/**
 * What a distributor downloads (`endpoints.documents`): an order's «Nota de pedido» PDF and the price list
 * (PDF and XLSX, its own prices).
 */
import type { FastifyPluginAsync } from 'fastify';

const documentRoutes: FastifyPluginAsync = async () => {};
export default documentRoutes;
