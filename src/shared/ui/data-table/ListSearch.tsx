import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DATA_TABLE_TEXT } from './text';

export interface ListSearchProps {
  /** The search in the URL (`useListParams().q`). */
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  /** Says what is searched (e.g. "Name, e-mail, phone or text"). */
  hint?: string;
  /** Typing searches after this pause; Enter searches at once. */
  debounceMs?: number;
}

/** A labelled search box for a list: searches on Enter or after a pause in typing. */
export function ListSearch({
  value,
  onSearch,
  label = DATA_TABLE_TEXT.search,
  hint,
  debounceMs = 400,
}: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The URL changed elsewhere (Back, a restored list): show its search. Not when it is what is
  // typed already, trimmed (a trailing space being typed stays).
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (q: string) => {
    clearTimeout(timer.current);
    if (q.trim() !== value) onSearch(q);
  };

  return (
    <Form
      role="search"
      className="d-flex flex-wrap gap-2 align-items-end"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <div className="flex-grow-1">
        <Form.Label htmlFor={id} className="mb-1">
          {label}
        </Form.Label>
        <Form.Control
          id={id}
          type="search"
          value={text}
          maxLength={100}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => searchNow(next), debounceMs);
          }}
        />
        {hint && (
          <Form.Text id={`${id}-hint`} className="d-block">
            {hint}
          </Form.Text>
        )}
      </div>
      <Button type="submit" variant="outline-primary" className={hint ? 'mb-4' : undefined}>
        {DATA_TABLE_TEXT.searchButton}
      </Button>
    </Form>
  );
}
