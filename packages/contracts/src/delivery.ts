/**
 * Where an order goes (docs/product.md §27): a branch as listed, the order's copy of it, and how both read as
 * text. Apart from ./branches.ts, whose form rules carry INEC's parishes (18 KB): pages that only show an
 * address never load them.
 */
import { z } from 'zod';
import { dbId } from './common.ts';
import { MSG } from './messages.ts';

/** The parts of an address that are there, in one line: «Av. Loja 1-23, Cuenca, Cuenca, Azuay». */
export const joinAddress = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

export const branch = z.object({
  branchid: z.number().int(),
  name: z.string(),
  province: z.string(),
  canton: z.string(),
  /** null on a branch made from the registration's address, which asked for no parish */
  parish: z.string().nullable(),
  street: z.string(),
  reference: z.string(),
  phone: z.string(),
  contact: z.string(),
  /** the one checkout proposes first */
  main: z.boolean(),
});
export type Branch = z.infer<typeof branch>;

/** Where an order goes: one of the buyer's branches; left out, the main one. */
export const branchChoice = dbId(MSG.branchNotFound).optional();

/** Where an order goes, as it was when it was placed: its branch (null on an order from before branches) and who receives it. */
export const orderDelivery = z.object({
  branch: z.string().nullable(),
  /** who receives it: the branch's contact, or the buyer */
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  parish: z.string().nullable(),
  address: z.string(),
  reference: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/** An order's delivery as lines of text: the order's PDF and the store's e-mail say it so. */
export function deliveryLines(d: OrderDelivery): string[] {
  return [
    ...(d.branch ? [`Sucursal: ${d.branch}`] : []),
    d.address,
    joinAddress(d.parish, d.city, d.province),
    ...(d.reference ? [`Referencia: ${d.reference}`] : []),
    `Recibe: ${[d.name, d.phone].filter(Boolean).join(' · ')}`,
  ];
}
