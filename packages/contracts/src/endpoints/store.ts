/**
 * Every endpoint the store's pages call, one table per domain: method, path under /api, who may call it
 * and its schemas. The back office's are in `./admin.ts`, so the store's bundle never carries them.
 */
import { alerts } from './alerts.ts';
import { auth } from './auth.ts';
import { buying } from './buying.ts';
import { cart } from './cart.ts';
import { catalog } from './catalog.ts';
import { content } from './content.ts';
import { documents } from './documents.ts';
import { health } from './health.ts';
import { payments } from './payments.ts';
import { sales } from './sales.ts';
import { users } from './users.ts';

export const endpoints = { health, catalog, content, auth, users, cart, sales, buying, payments, documents, alerts };
