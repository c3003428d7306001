/**
 * The contact form's inbox: the messages newest first (or only the unread), one opened beside the list,
 * marked read or unread, and answered by e-mail.
 */
import type { ContactMessageRow } from '@store/contracts/admin-distributors';
import { Mail, MailOpen, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { ListPagination } from '../components/list-pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useListParams } from '../components/use-list-params.ts';
import { useContactMessages } from './api/get-contact-messages.ts';
import { useMarkMessage } from './api/mark-message.ts';

const KEYS = ['unread'] as const;

const replyLink = (m: ContactMessageRow) =>
  `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}&body=${encodeURIComponent(
    `\n\n---\n${m.name} escribió el ${formatDate(m.createdAt, true)}:\n> ${m.message.split('\n').join('\n> ')}`,
  )}`;

export default function MessagesPage() {
  const { t } = useTranslation(adminDistributorsMessages);
  const [params, setParams] = useListParams(KEYS, 20);
  const unreadOnly = params.unread === '1';
  const query = useContactMessages({ unread: unreadOnly, page: params.page, size: params.size });
  const mark = useMarkMessage();
  const [opened, setOpened] = useState<ContactMessageRow | null>(null);

  const openMessage = (m: ContactMessageRow) => {
    setOpened(m);
    if (!m.readAt)
      mark.mutate({ id: m.contactid, read: true }, { onSuccess: (res) => setOpened(res.message), onError: (error) => notify.error(error) });
  };

  const markUnread = (m: ContactMessageRow) =>
    mark.mutate(
      { id: m.contactid, read: false },
      toastResult(() => setOpened(null)),
    );

  const filters = [
    { value: false, label: t('inbox.filter-all') },
    { value: true, label: t('inbox.filter-unread') },
  ];

  return (
    <div>
      <PageHeader
        title={t('inbox.title')}
        description={t('inbox.description')}
        actions={
          query.data && (
            <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <Mail className="size-4" aria-hidden="true" />
              {t('inbox.unread-count', { count: query.data.unread })}
            </span>
          )
        }
      />
      <fieldset className="mb-4 flex gap-1">
        <legend className="sr-only">{t('inbox.filter-label')}</legend>
        {filters.map((f) => (
          <button
            key={String(f.value)}
            type="button"
            aria-pressed={unreadOnly === f.value}
            onClick={() => setParams({ unread: f.value ? '1' : null })}
            className={`h-10 rounded-lg border px-4 text-sm font-semibold ${
              unreadOnly === f.value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            {f.label}
          </button>
        ))}
      </fieldset>

      <QueryState query={query} isEmpty={(d) => d.messages.length === 0} empty={unreadOnly ? t('inbox.empty-unread') : t('inbox.empty')}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <ul
              aria-label={t('inbox.list-label')}
              className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
            >
              {data.messages.map((m) => {
                const unread = !m.readAt;
                return (
                  <li key={m.contactid}>
                    <button
                      type="button"
                      onClick={() => openMessage(m)}
                      aria-label={t('inbox.open-message', { name: m.name, subject: m.subject })}
                      className={`flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-stone-50 ${unread ? 'bg-brand-50/40' : ''}`}
                    >
                      <span className="mt-2 flex size-2.5 shrink-0 items-center justify-center" aria-hidden={!unread}>
                        {unread && (
                          <span className="size-2.5 rounded-full bg-brand-600">
                            <span className="sr-only">{t('inbox.unread')}</span>
                          </span>
                        )}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className={`truncate ${unread ? 'font-bold text-stone-900' : 'font-medium text-stone-700'}`}>{m.name}</span>
                          <span className="shrink-0 text-xs text-stone-500">{formatDate(m.createdAt, true)}</span>
                        </span>
                        <span className={`block truncate text-sm ${unread ? 'font-semibold text-stone-900' : 'text-stone-700'}`}>
                          {m.subject}
                        </span>
                        <span className="block truncate text-sm text-stone-500">{m.message}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <ListPagination info={data.info} size={params.size} onChange={setParams} />
          </div>
        )}
      </QueryState>

      <Dialog open={opened !== null} onOpenChange={(o) => !o && setOpened(null)} title={opened?.subject ?? ''} wide>
        {opened && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
              <span>
                <span className="text-stone-500">{t('inbox.from')}: </span>
                <span className="font-semibold text-stone-900">{opened.name}</span>{' '}
                <a href={`mailto:${opened.email}`} className="text-brand-700 hover:underline">
                  &lt;{opened.email}&gt;
                </a>
              </span>
              <span className="text-stone-500">{t('inbox.received', { date: formatDate(opened.createdAt, true) })}</span>
            </div>
            <p className="text-sm leading-6 whitespace-pre-line text-stone-800">{opened.message}</p>
            <div className="flex flex-wrap justify-end gap-2">
              {opened.readAt && (
                <Button variant="outline" onClick={() => markUnread(opened)} disabled={mark.isPending}>
                  <MailOpen className="size-4" aria-hidden="true" />
                  {t('inbox.mark-unread')}
                </Button>
              )}
              <a href={replyLink(opened)} className={buttonClass('primary')}>
                <Reply className="size-4" aria-hidden="true" />
                {t('inbox.reply')}
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
