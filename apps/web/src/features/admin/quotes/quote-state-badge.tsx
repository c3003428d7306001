import { QUOTE_STATE_LABELS, type QuoteState } from '@store/contracts/quotes';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** What waits for Ventas in amber, what waits for the distributor in blue, then how it ended. */
export const QUOTE_STATE_TONES: Record<QuoteState, BadgeTone> = {
  REQUESTED: 'yellow',
  SENT: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
};

export function QuoteStateBadge({ state, size }: { state: QuoteState; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={QUOTE_STATE_TONES[state]} size={size} dot>
      {QUOTE_STATE_LABELS[state]}
    </Badge>
  );
}
