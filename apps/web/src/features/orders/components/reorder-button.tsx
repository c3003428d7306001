/** «Volver a pedir»: puts a past order's lines back in the cart and says what went in (decision 018). */
import type { ReorderLine, ReorderOutcome, ReorderResult } from '@store/contracts/buying';
import { paths } from '@store/contracts/paths';
import { RotateCcw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { notify } from '../../../lib/toast.ts';
import reorderMessages from '../../../locales/reorder.ts';
import { useReorder } from '../api/reorder.ts';

const TONES: Record<ReorderOutcome, BadgeTone> = {
  added: 'green',
  inCart: 'gray',
  partial: 'yellow',
  soldOut: 'red',
  offSale: 'red',
  gone: 'red',
};

function ReorderLineRow({ line }: { line: ReorderLine }) {
  const { t } = useTranslation(reorderMessages);
  const words = useSellingWords();
  const amount = (n: number) => `${n} ${words.stockWord(n, line.stocktype, line.unit)}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{line.product_name}</p>
        <p className="text-sm text-stone-600">
          <span className="font-mono text-xs">{line.code}</span> · {line.color_name}
          {line.size && ` · ${t('size', { size: line.size })}`} · {amount(line.outcome === 'added' ? line.added : line.ordered)}
        </p>
      </div>
      <Badge tone={TONES[line.outcome]} dot>
        {t(`outcome.${line.outcome}`, { added: line.added, wanted: line.wanted })}
      </Badge>
    </li>
  );
}

function ReorderResultList({ result }: { result: ReorderResult }) {
  const { t } = useTranslation(reorderMessages);
  const groups = [
    { key: 'went-in', lines: result.lines.filter((l) => l.added > 0) },
    { key: 'already', lines: result.lines.filter((l) => l.outcome === 'inCart') },
    { key: 'not-in', lines: result.lines.filter((l) => l.added === 0 && l.outcome !== 'inCart') },
  ];
  return (
    <div className="space-y-4">
      {groups
        .filter((g) => g.lines.length > 0)
        .map((g) => (
          <section key={g.key} aria-label={t(g.key)}>
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {t(g.key)} ({g.lines.length})
            </h3>
            <ul className="divide-y divide-stone-100">
              {g.lines.map((line) => (
                <ReorderLineRow key={`${line.code}-${line.size ?? ''}`} line={line} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

export function ReorderButton({ orderId, className = '' }: { orderId: number; className?: string }) {
  const { t } = useTranslation(reorderMessages);
  const reorder = useReorder();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const run = () =>
    reorder.mutate(orderId, {
      onSuccess: (answer) => setResult(answer),
      onError: (error) => notify.error(error),
    });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={run}
        disabled={reorder.isPending}
        aria-label={t('button-of', { id: orderId })}
      >
        {reorder.isPending ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden="true" />}
        {t('button')}
      </Button>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => !open && setResult(null)}
        title={t('title', { id: orderId })}
        description={result && (result.added > 0 ? t('summary', { count: result.added }) : t('summary-none'))}
        wide
      >
        {result && <ReorderResultList result={result} />}
        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setResult(null)}>
            {t('keep')}
          </Button>
          <Link to={paths.cart} className={buttonClass('primary', 'md')} onClick={() => setResult(null)}>
            <ShoppingCart className="size-4" aria-hidden="true" />
            {t('go-to-cart')}
          </Link>
        </div>
      </Dialog>
    </>
  );
}
