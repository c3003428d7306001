/**
 * Choosing the company a quote or an order keyed in is for: a search over the approved distributors (name, RUC,
 * e-mail), then the chosen one with a way to change it.
 */
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import adminQuotesMessages from '../../../../locales/admin-quotes.ts';
import { useDistributors } from '../../api/get-distributors.ts';
import { SearchBox } from '../search-box.tsx';

export interface ChosenCompany {
  companyid: number;
  name: string;
  ci: string;
  city: string;
}

export function CompanyPicker({ company, onChange }: { company: ChosenCompany | null; onChange: (c: ChosenCompany | null) => void }) {
  const { t } = useTranslation(adminQuotesMessages);
  if (company) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3">
        <div className="flex min-w-0 items-center gap-3">
          <Building2 className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{company.name}</p>
            <p className="text-xs text-stone-600">
              {t('company.ruc', { ci: company.ci })} · {company.city}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={() => onChange(null)}>
          {t('company.change')}
        </Button>
      </div>
    );
  }
  return <CompanySearch onChoose={onChange} />;
}

function CompanySearch({ onChoose }: { onChoose: (c: ChosenCompany) => void }) {
  const { t } = useTranslation(adminQuotesMessages);
  const [q, setQ] = useState('');
  const query = useDistributors({ status: 'APPROVED', q, page: 1, size: 8 });
  const rows = query.data?.distributors ?? [];
  return (
    <div className="flex flex-col gap-3">
      <SearchBox value={q} onSearch={setQ} label={t('company.search')} placeholder={t('company.search-placeholder')} />
      {query.isPending ? (
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-5" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-3 py-4 text-center text-sm text-stone-600">{t('company.none')}</p>
      ) : (
        <ul
          aria-label={t('company.results')}
          className={`divide-y divide-stone-100 rounded-lg border border-stone-200 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {rows.map((d) => (
            <li key={d.userid}>
              <button
                type="button"
                onClick={() => onChoose({ companyid: d.userid, name: d.companyName, ci: d.ci, city: d.city })}
                aria-label={t('company.choose', { name: d.companyName })}
                className="group flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-stone-50 focus-visible:bg-stone-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{d.companyName}</span>
                  <span className="block truncate text-xs text-stone-500">
                    {t('company.ruc', { ci: d.ci })} · {d.city} · {d.email}
                  </span>
                </span>
                <Check className="size-4 shrink-0 text-brand-700 opacity-0 group-hover:opacity-100" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
