import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, whether this runs from src/ (tsx, tests) or from the bundle in dist/. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const staticDir = path.join(serverRoot, 'static');
