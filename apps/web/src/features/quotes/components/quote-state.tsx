import { QUOTE_STATE_LABELS, type QuoteState } from '@store/contracts/quotes';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import quotesMessages from '../../../locales/quotes.ts';

/** One colour per state: waiting on Ventas, answered (the company's turn), and the three ends. */
const STATE_TONES: Record<QuoteState, BadgeTone> = {
  REQUESTED: 'yellow',
  SENT: 'brand',
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
};

/** A quote's state in the distributor's language: the contract's Spanish labels, others from quotes.json. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { t } = useTranslation(quotesMessages);
  return (
    <Badge tone={STATE_TONES[state]} dot>
      {t(`state.${state}`, { defaultValue: QUOTE_STATE_LABELS[state] })}
    </Badge>
  );
}
