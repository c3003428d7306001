import { type FilterValueGroup, HEX_COLOR } from '@store/contracts/admin-catalog';
import { COUNTING_UNITS } from '@store/contracts/constants';
import { FieldShell, inputClass, SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import type { Draft } from './value-draft.ts';

/** Name, plus the colour (picker and hex), the order or what a category counts in, as the group needs. */
export function ValueFields({
  group,
  draft,
  onChange,
  idPrefix,
  nameLabel,
  error,
  autoFocus,
}: {
  group: FilterValueGroup;
  draft: Draft;
  onChange: (draft: Draft) => void;
  idPrefix: string;
  nameLabel: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(adminCatalogMessages);
  const hexValid = HEX_COLOR.test(draft.hexcode);
  return (
    <>
      <div className="min-w-0 flex-1">
        <FieldShell id={`${idPrefix}-name`} label={nameLabel} error={error}>
          <input
            id={`${idPrefix}-name`}
            className={inputClass}
            value={draft.name}
            maxLength={60}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the dialog's only field
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idPrefix}-name-error` : undefined}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
        </FieldShell>
      </div>
      {group === 'colors' && (
        <div className="flex items-end gap-2">
          <FieldShell id={`${idPrefix}-picker`} label={t('filters.color')}>
            <input
              id={`${idPrefix}-picker`}
              type="color"
              value={hexValid ? draft.hexcode : '#000000'}
              onChange={(e) => onChange({ ...draft, hexcode: e.target.value.toUpperCase() })}
              className="h-11 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
            />
          </FieldShell>
          <div className="w-32">
            <FieldShell id={`${idPrefix}-hex`} label={t('filters.hex-short')}>
              <input
                id={`${idPrefix}-hex`}
                aria-label={t('filters.hex')}
                title={t('filters.hex-hint')}
                placeholder="#1F7A6D"
                className={`${inputClass} font-mono uppercase`}
                value={draft.hexcode}
                maxLength={7}
                aria-invalid={hexValid ? undefined : true}
                onChange={(e) => onChange({ ...draft, hexcode: e.target.value })}
              />
            </FieldShell>
          </div>
        </div>
      )}
      {group === 'sizes' && (
        <div className="w-28">
          <FieldShell id={`${idPrefix}-order`} label={t('filters.order')}>
            <input
              id={`${idPrefix}-order`}
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              className={inputClass}
              value={draft.sortOrder}
              onChange={(e) => onChange({ ...draft, sortOrder: e.target.value })}
            />
          </FieldShell>
        </div>
      )}
      {group === 'categories' && (
        <div className="sm:w-40">
          <SelectField
            id={`${idPrefix}-unit`}
            label={t('filters.unit')}
            value={draft.unit}
            onChange={(e) => onChange({ ...draft, unit: COUNTING_UNITS.find((unit) => unit === e.target.value) ?? draft.unit })}
          >
            {COUNTING_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`filters.units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </>
  );
}
