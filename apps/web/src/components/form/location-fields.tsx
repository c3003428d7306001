import { cantonsOf, PROVINCES } from '@store/contracts/locations';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n.ts';
import accountMessages from '../../locales/account.ts';
import { SelectField } from '../ui/field.tsx';

interface LocationFieldsProps {
  idPrefix: string;
  province: string;
  provinceField: UseFormRegisterReturn;
  cityField: UseFormRegisterReturn;
  provinceError?: string;
  cityError?: string;
}

/** Province then city (its cantons); the form resets the city when the province changes (docs/product.md §4). */
export function LocationFields({ idPrefix, province, provinceField, cityField, provinceError, cityError }: LocationFieldsProps) {
  // The field names are the account's (registration and profile share them).
  const { t } = useTranslation(accountMessages);
  const cities = cantonsOf(province);
  return (
    <>
      <SelectField id={`${idPrefix}-province`} label={t('fields.province')} error={provinceError} {...provinceField}>
        <option value="">{t('fields.choose-province')}</option>
        {PROVINCES.map((p) => (
          <option key={p.name} value={p.name}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${idPrefix}-city`} label={t('fields.city')} error={cityError} disabled={cities.length === 0} {...cityField}>
        <option value="">{cities.length === 0 ? t('fields.choose-province-first') : t('fields.choose-city')}</option>
        {cities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </>
  );
}
