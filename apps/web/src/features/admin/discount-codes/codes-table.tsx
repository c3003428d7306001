/**
 * The discount codes' table: each code's percent, window, state and uses, its on/off switch, and the buttons
 * that edit or delete it. On a phone each row is drawn as a card.
 */
import type { DiscountCodeRow } from '@store/contracts/admin-distributors';
import type { DiscountCodeState } from '@store/contracts/order-flow';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { Th } from '../components/data-table.tsx';
import { Switch } from '../components/media-parts.tsx';
import { showEnd, showStart } from './code-days.ts';

const STATE_TONES: Record<DiscountCodeState, BadgeTone> = { ACTIVE: 'green', SCHEDULED: 'blue', EXPIRED: 'gray', INACTIVE: 'gray' };

/** a cell: part of the card on a phone, a padded table cell from `md` up */
const cell = 'block md:table-cell md:px-4 md:py-3 md:align-middle';

export function CodesTable({
  codes,
  onEdit,
  onDelete,
  onToggle,
  toggling,
}: {
  codes: DiscountCodeRow[];
  onEdit: (code: DiscountCodeRow) => void;
  onDelete: (code: DiscountCodeRow) => void;
  onToggle: (code: DiscountCodeRow) => void;
  /** a switch was just flipped: the switches wait for its answer */
  toggling: boolean;
}) {
  const { t } = useTranslation(adminDistributorsMessages);
  const validity = (c: DiscountCodeRow) => {
    if (!c.startsAt && !c.endsAt) return <span className="text-stone-500">{t('codes.no-limit')}</span>;
    return (
      <div className="text-xs leading-5 whitespace-nowrap">
        {c.startsAt && <div>{t('codes.from', { date: showStart(c.startsAt) })}</div>}
        {c.endsAt && <div>{t('codes.until', { date: showEnd(c.endsAt) })}</div>}
      </div>
    );
  };

  return (
    // one table; on a phone each row is drawn as a card (code, %, state; window and uses; switch and actions)
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{t('codes.caption')}</caption>
        <thead className="hidden md:table-header-group">
          <tr>
            <Th>{t('codes.code')}</Th>
            <Th>{t('codes.percent')}</Th>
            <Th>{t('codes.window')}</Th>
            <Th>{t('codes.state')}</Th>
            <Th>{t('codes.active')}</Th>
            <Th>{t('codes.uses')}</Th>
            <Th className="text-right">{t('codes.actions')}</Th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {codes.map((c) => (
            <tr
              key={c.discountcodeid}
              className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:bg-stone-50"
            >
              <td className={`${cell} font-mono text-base font-semibold whitespace-nowrap md:text-sm`}>{c.code}</td>
              <td className={`${cell} font-semibold text-brand-800 tabular-nums md:text-stone-800`}>
                <span className="rounded-md bg-brand-50 px-1.5 py-0.5 md:bg-transparent md:p-0">{c.percent}%</span>
              </td>
              <td className={`${cell} col-span-2 row-start-2 text-stone-700 md:text-stone-800`}>{validity(c)}</td>
              <td className={`${cell} col-start-3 row-start-1 justify-self-end`}>
                <Badge tone={STATE_TONES[c.state]}>{t(`codes.states.${c.state}`)}</Badge>
              </td>
              <td className={`${cell} col-span-2 row-start-3`}>
                <span className="inline-flex items-center gap-2">
                  <Switch
                    checked={c.active}
                    label={t('codes.toggle-of', { code: c.code })}
                    onChange={() => onToggle(c)}
                    disabled={toggling}
                  />
                  <span aria-hidden="true" className="text-sm text-stone-700 md:hidden">
                    {t('codes.active')}
                  </span>
                </span>
              </td>
              <td
                className={`${cell} col-start-3 row-start-2 self-start text-right text-xs whitespace-nowrap text-stone-600 tabular-nums md:text-left md:text-sm md:text-stone-800`}
              >
                <span className="md:hidden">{t('codes.uses')}: </span>
                {t('codes.used-times', { count: c.uses })}
              </td>
              <td className={`${cell} col-start-3 row-start-3 text-right whitespace-nowrap`}>
                <div className="inline-flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => onEdit(c)} aria-label={t('codes.edit-of', { code: c.code })}>
                    <Pencil className="size-4" aria-hidden="true" />
                    <span className="hidden 2xl:inline">{t('codes.edit')}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => onDelete(c)}
                    aria-label={t('codes.delete-of', { code: c.code })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="hidden 2xl:inline">{t('codes.delete')}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
