/**
 * The demo's box size runs and a linked banner : some footwear sold by boxes of 12 pairs say what
 * one box holds, so the product page, the cart, the order PDF and the «Talla» filter show it; the first
 * carousel banner leads to the pre-sale.
 */
import { BOX_UNITS } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** A box of BOX_UNITS (12) pairs, sizes 38 to 43: the commonest run of the distributor's boxes. */
const RUN_12 = [
  { size: '38', count: 1 },
  { size: '39', count: 2 },
  { size: '40', count: 3 },
  { size: '41', count: 3 },
  { size: '42', count: 2 },
  { size: '43', count: 1 },
];

export async function seedDemoBoxRuns(db: Db) {
  await db.execute(sql`update products set box_size_run = ${JSON.stringify(RUN_12)}::jsonb
    where productid in (select p.productid from products p join categories c on c.categoryid = p.categoryid
                        where p.stocktype = 'BOXES' and p.units_per_box = ${BOX_UNITS} and c.unit = 'PAIR'
                        order by p.productid limit 12)`);
  await db.execute(sql`update banners set link = ${paths.preSale}
    where bannerid = (select bannerid from banners where type = 'image' order by position, bannerid limit 1)`);
}
