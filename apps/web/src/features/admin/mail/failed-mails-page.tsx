/**
 * «Correos no enviados»: the e-mails the job queue gave up on after every retry (or that the mail server
 * refused for good), with to whom, what, when, how many attempts and the server's last answer, and
 * «Reintentar» for each once the address or the server is put right.
 */
import type { FailedMail } from '@store/contracts/admin-mail';
import { MailX, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminMailMessages from '../../../locales/admin-mail.ts';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useFailedMails } from './api/get-failed-mails.ts';
import { useRetryMail } from './api/retry-mail.ts';

function FailedMailItem({ mail }: { mail: FailedMail }) {
  const { t } = useTranslation(adminMailMessages);
  const retry = useRetryMail();
  const onRetry = () => retry.mutate(mail.id, { onSuccess: (res) => notify.success(res.msg), onError: (error) => notify.error(error) });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:gap-4">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700 sm:flex">
        <MailX className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">{mail.subject}</p>
        <p className="mt-0.5 text-sm break-all text-stone-700">{t('to', { to: mail.to })}</p>
        <p className="mt-1 text-xs text-stone-500">
          {t('when', { failed: formatDateTime(mail.failedAt), queued: formatDateTime(mail.queuedAt), count: mail.attempts })}
        </p>
        <p className="mt-2 rounded-md bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-800">{mail.error || t('no-error')}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start whitespace-nowrap"
        aria-label={t('retry-of', { subject: mail.subject, to: mail.to })}
        disabled={retry.isPending}
        onClick={onRetry}
      >
        <RotateCw className="size-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </li>
  );
}

export default function FailedMailsPage() {
  const { t } = useTranslation(adminMailMessages);
  const query = useFailedMails();
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <QueryState query={query} isEmpty={(d) => d.mails.length === 0} empty={t('empty')}>
        {({ mails }) => (
          <ul aria-label={t('caption')} className="flex flex-col gap-3">
            {mails.map((m) => (
              <FailedMailItem key={m.id} mail={m} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
