import { useId } from 'react';
import Form from 'react-bootstrap/Form';

/** A labelled day (YYYY-MM-DD) filtering a list, e.g. a date range's start or end; '' for none. */
export function ListDateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <Form.Label htmlFor={id} className="mb-1">
        {label}
      </Form.Label>
      <Form.Control id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
