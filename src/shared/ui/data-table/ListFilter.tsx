import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { DATA_TABLE_TEXT } from './text';

export interface ListFilterProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** The option for "no filter" ('' in the URL). */
  allLabel?: string;
}

/** A labelled select filtering a list (its value lives in the URL through `useListParams`). */
export function ListFilter({ label, value, options, onChange, allLabel = DATA_TABLE_TEXT.all }: ListFilterProps) {
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} className="mb-1">
        {label}
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
