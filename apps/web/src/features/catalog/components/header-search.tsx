/**
 * The header's search (on every page): a combobox (WAI-ARIA 1.2, list autocomplete) that suggests products
 * by name or code once two letters are typed. Arrows move through the suggestions, Enter opens the one
 * highlighted (or searches the store for the text), Escape closes the list. Loaded apart from the first page.
 */
import { SUGGEST_MIN_CHARS } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { discountedPrice, formatMoney } from '@store/contracts/pricing';
import { Loader2, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import catalogMessages from '../../../locales/catalog.ts';
import { useSuggestions } from '../api/get-suggestions.ts';

/** A pause this long in typing asks the server; each keystroke sooner waits for the next. */
export const SUGGEST_DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface HeaderSearchProps {
  /** the phone's search row: focus the field at once, and close the row after a choice or Escape on an empty field */
  onDone?: () => void;
  autoFocus?: boolean;
}

export default function HeaderSearch({ onDone, autoFocus = false }: HeaderSearchProps) {
  const { t } = useTranslation(catalogMessages);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  const term = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enough = term.length >= SUGGEST_MIN_CHARS;
  const { data, isFetching } = useSuggestions(term, enough);
  const products = enough ? (data ?? []) : [];
  // The products, then «Ver todos los resultados»; nothing to list below two letters.
  const count = text.trim().length >= SUGGEST_MIN_CHARS && enough ? products.length + 1 : 0;
  const expanded = open && count > 0;

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const finish = () => {
    close();
    onDone?.();
  };
  const openProduct = (productid: number) => {
    setText('');
    finish();
    navigate(paths.product(productid));
  };
  const searchStore = () => {
    const search = text.trim();
    if (!search) return;
    finish();
    navigate(`${paths.store}?${new URLSearchParams({ search })}`);
  };
  const choose = (index: number) => {
    if (index < products.length) openProduct(products[index].productid);
    else searchStore();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!count) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        // From the field, Down goes to the first option and Up to the last; both wrap around.
        setActive((current) => (!expanded || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0) choose(active);
        else searchStore();
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else if (text) setText('');
        else onDone?.();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return (
    <div className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('suggest.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        placeholder={t('suggest.placeholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-9 pl-9 text-base placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none lg:text-sm"
      />
      {isFetching && enough && (
        <Loader2 aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-stone-400" />
      )}
      <p role="status" className="sr-only">
        {expanded ? (products.length ? t('suggest.count', { count: products.length }) : t('suggest.none')) : ''}
      </p>
      <div
        className={`absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg lg:right-auto lg:w-[26rem] ${expanded ? '' : 'hidden'}`}
      >
        {expanded && products.length === 0 && !isFetching && <p className="px-4 pt-3 text-sm text-stone-600">{t('suggest.none')}</p>}
        <div id={listboxId} role="listbox" aria-label={t('suggest.listbox')} className="max-h-[70dvh] overflow-y-auto py-1">
          {expanded &&
            products.map((p, index) => (
              <Option
                key={p.productid}
                id={optionId(index)}
                selected={index === active}
                onChoose={() => choose(index)}
                onHover={() => setActive(index)}
                className="flex items-center gap-3 px-3 py-2"
              >
                <ProductImage
                  src={p.thumbnail}
                  alt=""
                  className="size-11 shrink-0 rounded-md border border-stone-100 bg-stone-50 object-contain"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="line-clamp-2 text-sm leading-snug font-semibold text-stone-900">{p.name}</span>
                  <span className="truncate text-xs text-stone-600">
                    {p.brand}
                    {p.code && ` · ${t('suggest.code', { code: p.code })}`}
                    {p.preventa && ` · ${t('suggest.pre-sale')}`}
                  </span>
                </span>
                {p.price !== null && (
                  <span className="shrink-0 text-sm font-semibold text-stone-900">
                    {formatMoney(discountedPrice(p.price, p.discount_value))}
                  </span>
                )}
              </Option>
            ))}
          {expanded && (
            <Option
              id={optionId(products.length)}
              selected={active === products.length}
              onChoose={() => choose(products.length)}
              onHover={() => setActive(products.length)}
              className="flex items-center gap-2 border-t border-stone-100 px-4 py-3 text-sm font-semibold text-brand-700"
            >
              <Search aria-hidden="true" className="size-4" />
              {t('suggest.see-all')}
            </Option>
          )}
        </div>
      </div>
    </div>
  );
}

interface OptionProps {
  id: string;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
  className: string;
  children: ReactNode;
}

/** One suggestion: the field keeps the focus and points at it (aria-activedescendant), so it takes no focus itself. */
function Option({ id, selected, onChoose, onHover, className, children }: OptionProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps the focus and names the active option
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape)
    <div
      id={id}
      role="option"
      aria-selected={selected}
      // A press must not blur the field (which closes the list) before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={`cursor-pointer ${selected ? 'bg-brand-50' : ''} ${className}`}
    >
      {children}
    </div>
  );
}
