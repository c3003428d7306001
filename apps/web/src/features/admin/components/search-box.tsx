import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '../../../components/ui/field.tsx';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  /** the label is read by screen readers only (the placeholder says what to type) */
  hideLabel?: boolean;
  /** what the search looks in, in full (for screen readers, when the placeholder has to be short) */
  hint?: string;
  className?: string;
}

/** A list's search box: what is typed reaches the address (and the server) after a short pause, or at once with Enter. */
export function SearchBox({ value, onSearch, label, placeholder, hideLabel = false, hint, className = '' }: SearchBoxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => search.current(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-700'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch(text.trim());
          }}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          className={`${inputClass} pl-9`}
        />
      </div>
      {hint && (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      )}
    </div>
  );
}
