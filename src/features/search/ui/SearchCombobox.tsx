import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSearchHit, SearchHit } from '@/shared/contract/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMIT_DEFAULT } from '@/shared/config/search';
import { formatInr } from '@/shared/lib/formatInr';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchQuery } from '../api/searchApi';
import { groupsOf, resultCount, searchPagePath, searchableQuery } from '../model/results';
import { SEARCH_TEXT } from '../model/text';
import './search.scss';

export interface SearchComboboxProps {
  id: string;
  /** Called after the box sent the visitor to a page (the header folds the box away). */
  onNavigated?(): void;
  /** Escape on a closed list (the header folds the box away and returns focus to its toggle). */
  onDismiss?(): void;
  inputRef?: React.Ref<HTMLInputElement>;
}

type Option = { kind: 'hit'; hit: SearchHit; group: string } | { kind: 'all'; query: string };

/**
 * The header's predictive search: a WAI-ARIA combobox whose listbox shows grouped hits as the
 * visitor types (after a short pause), with the highlighted option named by aria-activedescendant
 * (focus stays in the box), and a polite count of results. Enter opens the highlighted hit, or
 * the results page when none is highlighted.
 */
export function SearchCombobox({ id, onNavigated, onDismiss, inputRef }: SearchComboboxProps) {
  const navigate = useNavigate();
  const prefix = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const query = searchableQuery(settled);
  const { currentData, isFetching, isError } = useSearchQuery(
    { q: query ?? '', limit: SEARCH_LIMIT_DEFAULT },
    { skip: query === null },
  );
  const results = query !== null && currentData?.query === query ? currentData : undefined;

  const options = useMemo<Option[]>(() => {
    if (!results) return [];
    const hits = groupsOf(results).flatMap((group) =>
      group.hits.map((hit): Option => ({ kind: 'hit', hit, group: group.key })),
    );
    return [...hits, { kind: 'all', query: results.query }];
  }, [results]);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${prefix}-option-${index}`;
  const listRef = useRef<HTMLDivElement>(null);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setValue('');
    navigate(to);
    onNavigated?.();
  };
  const choose = (option: Option) => go(option.kind === 'hit' ? option.hit.url : searchPagePath(option.query));
  const highlight = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        highlight(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0 && options[active]) choose(options[active]);
      else if (searchableQuery(value)) go(searchPagePath(value));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else onDismiss?.();
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(-1); // the keys move the caret in the box
    }
  };

  const count = results ? resultCount(results) : 0;
  let status = '';
  if (query !== null && isError) status = SEARCH_TEXT.failed;
  else if (results) status = count === 0 ? SEARCH_TEXT.noResults(results.query) : SEARCH_TEXT.resultCount(count);

  let index = -1;
  return (
    <div className="site-search position-relative">
      <form
        role="search"
        aria-label={SEARCH_TEXT.label}
        onSubmit={(event) => {
          event.preventDefault();
          if (searchableQuery(value)) go(searchPagePath(value));
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {SEARCH_TEXT.label}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="search"
          className="form-control"
          placeholder={SEARCH_TEXT.placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-busy={isFetching || undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {/* Enter in the box submits; the button is the form's explicit submit for assistive tools (WCAG H32), out of the tab order. */}
        <button type="submit" className="visually-hidden" tabIndex={-1}>
          {SEARCH_TEXT.submit}
        </button>
      </form>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={SEARCH_TEXT.suggestions}
        className="site-search__listbox shadow border rounded bg-white"
        hidden={!expanded}
        // A click on an option must not blur the box first (the list would close under the pointer).
        onMouseDown={(event) => event.preventDefault()}
      >
        {results &&
          groupsOf(results).map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${prefix}-group-${group.key}`}>
              <div
                role="presentation"
                id={`${prefix}-group-${group.key}`}
                className="site-search__group small text-uppercase text-body-secondary px-3 pt-2 pb-1"
              >
                {SEARCH_TEXT.groups[group.key]}
              </div>
              {group.hits.map((hit) => {
                index += 1;
                const at = index;
                const product = group.key === 'products' ? (hit as ProductSearchHit) : undefined;
                return (
                  <div
                    key={hit.url}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={`site-search__option d-flex align-items-center gap-2 px-3 py-2${at === active ? ' is-active' : ''}`}
                    onClick={() => choose(options[at])}
                    onMouseMove={() => active !== at && setActive(at)}
                  >
                    {product && (
                      <img
                        src={product.imageUrl}
                        alt=""
                        width={36}
                        height={36}
                        className="rounded flex-shrink-0 object-fit-cover"
                      />
                    )}
                    <span className="flex-grow-1 text-truncate">{hit.title}</span>
                    {product && (
                      <span className="small text-body-secondary">{formatInr(product.salePrice ?? product.price)}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        {results && (
          <div
            id={optionId(options.length - 1)}
            role="option"
            aria-selected={active === options.length - 1}
            className={`site-search__option site-search__all border-top px-3 py-2 fw-semibold${active === options.length - 1 ? ' is-active' : ''}`}
            onClick={() => choose(options[options.length - 1])}
            onMouseMove={() => setActive(options.length - 1)}
          >
            {SEARCH_TEXT.seeAll(results.query)}
          </div>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {open ? status : ''}
      </p>
    </div>
  );
}
