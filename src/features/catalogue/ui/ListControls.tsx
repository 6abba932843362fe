import { useEffect, useId, useState, type FormEvent } from 'react';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@/shared/contract/productList';
import { SORT_CHOICES, type SortChoice } from '../model/listParams';
import { CATALOGUE_TEXT } from '../model/text';

const T = CATALOGUE_TEXT.list;

export interface ListControlsProps {
  sort: SortChoice;
  q: string;
  onSort(sort: SortChoice): void;
  onSearch(q: string): void;
}

/** Search (submitted with Enter or the button) and the sort order, both kept in the address. */
export function ListControls({ sort, q, onSort, onSearch }: ListControlsProps) {
  const searchId = useId();
  const sortId = useId();
  const [text, setText] = useState(q);
  // The address may change by Back or "Clear filters": the field follows it.
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-end mb-4">
      <form role="search" className="flex-grow-1" onSubmit={submit}>
        <label htmlFor={searchId} className="form-label small fw-semibold">
          {T.searchLabel}
        </label>
        <div className="input-group">
          <input
            id={searchId}
            type="search"
            className="form-control"
            value={text}
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary">
            {T.searchButton}
          </button>
        </div>
      </form>
      <div>
        <label htmlFor={sortId} className="form-label small fw-semibold">
          {T.sortLabel}
        </label>
        <select
          id={sortId}
          className="form-select"
          value={sort}
          onChange={(event) => onSort(event.target.value as SortChoice)}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {T.sortOptions[choice]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
