import { E_INVOICE_STATE_LABELS, type EInvoiceState } from '@store/contracts/e-invoice';
import { Badge, type BadgeTone, badgeDot } from './ui/badge.tsx';

/** One colour per electronic document's state (decision 039): the back office's «Facturas» and the buyer's order. */
const STATE_TONES: Record<EInvoiceState, BadgeTone> = {
  pending: 'gray',
  sent: 'blue',
  authorized: 'green',
  // the SRI refused the reception: the document is corrected and sent again
  returned: 'yellow',
  rejected: 'red',
  annulled: 'violet',
};

/** The state's dot colour, for the state tabs beside the badges. */
export const invoiceStateDot = (state: EInvoiceState) => badgeDot(STATE_TONES[state]);

export function InvoiceStateBadge({ state, label = E_INVOICE_STATE_LABELS[state] }: { state: EInvoiceState; label?: string }) {
  return (
    <Badge tone={STATE_TONES[state]} dot>
      {label}
    </Badge>
  );
}
