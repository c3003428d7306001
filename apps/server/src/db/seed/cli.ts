/**
 * `npm run seed -w @store/server -- [--products 20000] [--variants 4] [--demo] [--reset]`
 * Seeds the database from the configuration (DATABASE_URL, otherwise PGlite in DATA_DIR): the large
 * generated catalogue by default, the demo data set with --demo. The database must be empty;
 * --reset empties every table first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { loadConfig, loadDotEnv } from '../../config.ts';
import { lockDataDir } from '../../lib/data-dir-lock.ts';
import { openDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import { seedDemo } from './demo.ts';
import { seedLarge } from './large.ts';
import { countRows } from './write-rows.ts';

const USAGE = `Usage: npm run seed -w @store/server -- [--products N] [--variants N] [--demo] [--reset]
  --products N   products of the large catalogue (default 20000)
  --variants N   colour variants per product, 1-14 (default 4)
  --demo         the demo data set (~240 products) instead of the large catalogue
  --reset        empty every table first (TRUNCATE ... RESTART IDENTITY)
Database: DATABASE_URL when set, otherwise PGlite in DATA_DIR/pglite (DATA_DIR defaults to ./data).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '20000' },
      variants: { type: 'string', default: '4' },
      demo: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = Number(values.products);
  const variants = Number(values.variants);
  if (!values.demo && (!Number.isInteger(products) || products < 1 || !Number.isInteger(variants) || variants < 1)) {
    throw new Error(`--products and --variants must be positive integers\n${USAGE}`);
  }

  loadDotEnv();
  const config = loadConfig();
  // The same lock as the server's: seeding under a running store would corrupt its database.
  const lock = await lockDataDir(config.dataDir, 'seed');
  const where = config.databaseUrl ? `PostgreSQL ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}` : `PGlite ${config.pgliteDir}`;
  const opened = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
  console.log(`Opened ${where} (migrations applied) in ${Date.now() - opened} ms`);
  try {
    if (values.reset) {
      const tables = (Object.values(schema) as unknown[])
        .filter((t): t is PgTable => t instanceof PgTable)
        .map((t) => `"${getTableConfig(t).name}"`);
      await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
      console.log(`Emptied ${tables.length} tables`);
    }
    const started = Date.now();
    if (values.demo) {
      await seedDemo(database.db, config);
      const { db } = database;
      const [products, variants, stock, media] = [
        await countRows(db, schema.products),
        await countRows(db, schema.variants),
        await countRows(db, schema.stock),
        await countRows(db, schema.media),
      ];
      console.log(
        `Seeded the demo data set: ${products} products, ${variants} variants, ${stock} stock rows, ${media} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      let last = 0;
      const result = await seedLarge(database.db, {
        products,
        variantsPerProduct: variants,
        mediaDir: config.mediaDir,
        uploadsDir: config.uploadsDir,
        s3: config.s3,
        onProgress: (done) => {
          if (done - last >= 5000 || done === products) {
            last = done;
            process.stdout.write(`  ${done}/${products} products (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
          }
        },
      });
      console.log(
        `Seeded ${result.products} products, ${result.variants} variants, ${result.stock} stock rows, ${result.media} pictures in ${(result.ms / 1000).toFixed(1)} s`,
      );
    }
    console.log(config.s3 ? `Images in the bucket ${config.s3.bucket}, under media/` : `Images under ${config.mediaDir}`);
  } finally {
    await database.close();
    lock.release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
