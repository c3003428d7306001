/** A variant's first picture (by position), or the store's placeholder: the cart, the quick order and the stock alerts select it. */
import { DEFAULT_IMAGE_URL } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { media, variants } from './schema.ts';

export const variantPicture = sql<string>`coalesce((select ${media.url} from ${media} where ${media.variantId} = ${variants.id}
  order by ${media.position}, ${media.id} limit 1), ${DEFAULT_IMAGE_URL})`;
