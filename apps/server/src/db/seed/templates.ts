/** Every product template, in the order the seeds draw from: footwear first, then balls and accessories. */
import type { Template } from './catalogue-words.ts';
import { FOOTWEAR_TEMPLATES } from './footwear-templates.ts';
import { GOODS_TEMPLATES } from './goods-templates.ts';

export const TEMPLATES: readonly Template[] = [...FOOTWEAR_TEMPLATES, ...GOODS_TEMPLATES];
