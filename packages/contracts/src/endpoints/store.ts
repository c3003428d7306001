/**
 * Every endpoint the store's pages call, one table per domain: method, path under /api, who may call it
 * and its schemas. The back office's are in `./admin.ts`, so the store's bundle never carries them.
 */
import { cart } from './cart.ts';

export const endpoints = { cart };
