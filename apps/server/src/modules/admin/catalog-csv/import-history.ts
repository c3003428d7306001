/**
 * The history line of a real import (decision 030): one line for the whole file, written in the import's own
 * transaction, that says how many products and variants changed and names them, up to the history's cap.
 */
import { HISTORY_MAX_CHANGES, HISTORY_MORE_FIELD, HISTORY_TEXT, type HistoryFields } from '@store/contracts';
import type { Change } from '../history/index.ts';
import type { ImportPlan } from './import-plan.ts';

const done = (created: boolean) => (created ? 'creado' : 'editado');
const doneFeminine = (created: boolean) => (created ? 'creada' : 'editada');

/** «Importó el catálogo: N productos y M variantes cambiados», with each change by name («Producto «Nike Air» (#12)»: editado). */
export function importChange(plan: ImportPlan): Change {
  const { summary } = plan;
  const productsChanged = summary.productsCreated + summary.productsUpdated;
  const variantsChanged = summary.variantsCreated + summary.variantsUpdated;
  const changes: [string, string | number][] = [];
  for (const p of plan.products.values()) {
    if (p.create || p.update) changes.push([`Producto «${p.values.name}»${p.id ? ` (#${p.id})` : ''}`, done(p.create)]);
  }
  for (const v of plan.variants.values()) {
    if (v.create || v.update) changes.push([`Variante ${v.code}`, doneFeminine(v.create)]);
  }
  if (summary.stockChanged) changes.push(['Existencias cambiadas', summary.stockChanged]);
  // the last kept line says how many more there were: the line stays readable whatever the file's size
  const room = HISTORY_MAX_CHANGES - 1;
  const after: HistoryFields = Object.fromEntries(changes.length > HISTORY_MAX_CHANGES ? changes.slice(0, room) : changes);
  if (changes.length > HISTORY_MAX_CHANGES) after[HISTORY_MORE_FIELD] = HISTORY_TEXT.moreChanges(changes.length - room);
  return {
    entity: 'catalog',
    entityId: null,
    label: 'Catálogo',
    action: `Importó el catálogo: ${productsChanged} ${productsChanged === 1 ? 'producto' : 'productos'} y ${variantsChanged} ${
      variantsChanged === 1 ? 'variante' : 'variantes'
    } cambiados`,
    before: null,
    after,
  };
}
