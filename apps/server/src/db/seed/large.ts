/**
 * A large generated catalogue for load tests: the demo lookups, brands, banners, discount codes and
 * accounts, plus `products` products with `variantsPerProduct` colour variants each, their stock and
 * pictures from the shared image pool. Deterministic; fills an empty database only.
 */

import path from 'node:path';
import type { StockType } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { openStorage } from '../../plugins/open-storage.ts';
import type { Db } from '../client.ts';
import { hashDemoPasswords, insertDemoBranches, insertDemoUsers } from './accounts.ts';
import { DISCOUNTS, SHOE_MODELS, SIZE_NAMES, type Template } from './catalogue-words.ts';
import { ensureImagePool } from './images.ts';
import { PALETTE } from './palette-and-brands.ts';
import { creationDates, emptyRows, planProduct, productRows } from './product-rows.ts';
import { createRng, type Rng } from './random.ts';
import { insertReferenceData } from './reference-data.ts';
import { TEMPLATES } from './templates.ts';
import { assertDatabaseEmpty, insertCatalogueRows, syncSequences } from './write-rows.ts';

export interface LargeSeedOptions {
  products: number;
  variantsPerProduct: number;
  mediaDir: string;
  /** where the pending demo account's PDF goes; left out when absent (and no bucket) */
  uploadsDir?: string;
  /** the bucket (config.s3): pictures and the PDF go there instead of the folders */
  s3?: Config['s3'];
  seed?: number;
  /** products generated (and inserted) per round; rows go in multi-row inserts of `batchSize` */
  chunkProducts?: number;
  batchSize?: number;
  onProgress?: (productsDone: number) => void;
}

export interface LargeSeedResult {
  products: number;
  variants: number;
  stock: number;
  media: number;
  ms: number;
}

/** Model words, drawn with a Zipf law: a few match thousands of products, most only a few dozen. */
const MODEL_WORDS = [
  ...SHOE_MODELS,
  'Cayambe',
  'Antisana',
  'Sangay',
  'Imbabura',
  'Altar',
  'Quilotoa',
  'Cuicocha',
  'Mojanda',
  'Papallacta',
  'Baños',
  'Montañita',
  'Olón',
  'Canoa',
  'Mompiche',
  'Salinas',
  'Vilcabamba',
  'Ingapirca',
  'Tomebamba',
  'Yanuncay',
  'Machángara',
  'Paute',
  'Girón',
  'Saraguro',
  'Otavalo',
  'Cotacachi',
  'Zamora',
  'Puyo',
  'Tena',
  'Misahuallí',
  'Cuyabeno',
  'Jambelí',
  'Puná',
  'Bellavista',
  'Floreana',
  'Isabela',
  'Fernandina',
  'Española',
  'Genovesa',
  'Marchena',
  'Pinta',
];
const SUFFIXES = ['', '', '', ' 2', ' 3', ' 4', ' 5', ' Pro', ' Plus', ' Lite', ' Max', ' X', ' GT', ' Evo', ' Kids', ' Neo'];
const SYLLABLES = ['ka', 'ri', 'mu', 'ta', 'yo', 'pa', 'chi', 'lla', 'wa', 'qui', 'si', 'na', 'tu', 'ma', 'sha', 'ru'];

function weighted<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += w;
    cumulative.push(total);
  }
  return (rng) => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

const pickTemplate = weighted(
  TEMPLATES,
  TEMPLATES.map((t) => t.count),
);
const pickModel = weighted(
  MODEL_WORDS,
  MODEL_WORDS.map((_, r) => 1 / (r + 1)),
);
const shoeShare = TEMPLATES.filter((t) => !t.goods).reduce((a, t) => a + t.count, 0) / TEMPLATES.reduce((a, t) => a + t.count, 0);

function largeName(rng: Rng, t: Template, brandName: string): string {
  const model = t.goods ? rng.pick(t.models) : pickModel(rng);
  let name = `${rng.pick(t.nouns)} ${brandName} ${model}${t.goods ? rng.pick(t.suffixes) : rng.pick(SUFFIXES)}`;
  if (rng.chance(0.25)) {
    const word = Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES)).join('');
    name += ` Edición ${word[0].toUpperCase()}${word.slice(1)}`;
  }
  return name;
}

/**
 * Fills an EMPTY database with a large catalogue (throws otherwise). 20,000 products × 4 variants is
 * about 80,000 variants, 300,000 stock rows and 200,000 picture rows, written in one transaction.
 */
export async function seedLarge(db: Db, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = Date.now();
  const { products: count, variantsPerProduct } = opts;
  if (!Number.isInteger(count) || count < 1) throw new Error(`seedLarge: products must be a positive integer, got ${count}`);
  if (!Number.isInteger(variantsPerProduct) || variantsPerProduct < 1 || variantsPerProduct > PALETTE.length) {
    throw new Error(`seedLarge: variantsPerProduct must be between 1 and ${PALETTE.length} (one colour each), got ${variantsPerProduct}`);
  }
  const chunk = opts.chunkProducts ?? 1000;
  const batchSize = opts.batchSize ?? 1000;
  await assertDatabaseEmpty(db, 'seedLarge');
  const storage = await openStorage({
    mediaDir: opts.mediaDir,
    uploadsDir: opts.uploadsDir ?? path.join(opts.mediaDir, '..', 'uploads'),
    s3: opts.s3,
  });
  // The bench gives only a media folder: no PDF then.
  const documents = opts.uploadsDir || opts.s3 ? storage : undefined;
  const totals = { products: 0, variants: 0, stock: 0, media: 0 };
  try {
    const pool = await ensureImagePool(storage);
    const hashes = await hashDemoPasswords();
    const rng = createRng(opts.seed ?? 20_270_101);
    const dates = creationDates(rng, count);
    const allSizes = SIZE_NAMES.map(Number);

    await db.transaction(async (tx) => {
      await assertDatabaseEmpty(tx, 'seedLarge');
      await insertReferenceData(tx, pool);
      await insertDemoUsers(tx, documents, hashes);
      await insertDemoBranches(tx);
      let variantId = 1;
      for (let from = 1; from <= count; from += chunk) {
        const rows = emptyRows();
        for (let id = from; id < Math.min(from + chunk, count + 1); id++) {
          const t = pickTemplate(rng);
          let stockType: StockType;
          if (t.goods) stockType = rng.chance(0.5) ? 'BOXES' : 'UNITS';
          else stockType = rng.chance(0.25 / shoeShare) ? 'SIZES' : rng.chance(0.5) ? 'BOXES' : 'UNITS';
          const plan = planProduct(rng, t, id, '', stockType, variantsPerProduct);
          variantId = productRows(
            rng,
            {
              ...plan,
              name: largeName(rng, t, plan.brand.name),
              sizes: stockType === 'SIZES' ? allSizes : [],
              preventa: rng.chance(0.12),
              discount: rng.chance(1 / 6) ? rng.pick(DISCOUNTS) : 0,
              unitsSold: rng.chance(0.2) ? rng.int(1, 5000) : 0,
              createdAt: dates[id - 1],
            },
            pool,
            variantId,
            rows,
          );
        }
        await insertCatalogueRows(tx, rows, batchSize);
        totals.products += rows.products.length;
        totals.variants += rows.variants.length;
        totals.stock += rows.stock.length;
        totals.media += rows.media.length;
        opts.onProgress?.(totals.products);
      }
      await syncSequences(tx);
    });
  } finally {
    storage.close?.();
  }
  // fresh statistics, so the first queries already get good plans
  await db.execute(sql`analyze`);
  return { ...totals, ms: Date.now() - started };
}
