import { type SQL, sql } from 'drizzle-orm';

/**
 * The sizes products hold (`sp` being the product `which` chooses): a size its stock is counted in (SIZES products) or one its
 * box's size run names (BOXES products). The one rule of what «Talla» finds, for the values and the index.
 */
export function sizesOfProducts(which: SQL) {
  return sql`select s.sizeid from stock s join product_variants v on v.prodvarid = s.prodvarid join products sp on sp.productid = v.productid
             where s.sizeid is not null and ${which}
             union select z.sizeid from products sp cross join jsonb_array_elements(sp.box_size_run) r join sizes z on z.name = r->>'size'
             where ${which}`;
}
