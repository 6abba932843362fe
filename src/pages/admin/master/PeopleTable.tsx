import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ADMIN_DEMO, type DemoPerson } from '@/content/adminDemo';
import { TableRegion } from '@/shared/ui/TableRegion';
import { downloadText, toCsv, toTsv, type Cell } from '@/shared/lib/tableExport';

const COLUMNS: Array<{ key: keyof DemoPerson; label: string }> = [
  { key: 'id', label: '#' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'username', label: 'Username' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'Zip' },
];

/** Spec: Business constants: a copied state shows for 2 seconds. */
const COPIED_MS = 2000;

/** The sample table of four people with column visibility, CSV export, copy and print (spec: Screens and routes). */
export function PeopleTable() {
  const people = ADMIN_DEMO.masterEntry.people;
  const [hidden, setHidden] = useState<Set<keyof DemoPerson>>(new Set());
  const [copied, setCopied] = useState(false);
  const visible = COLUMNS.filter((column) => !hidden.has(column.key));
  const rows = (): Cell[][] => [
    visible.map((column) => column.label),
    ...people.map((person) => visible.map((column) => person[column.key])),
  ];

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const toggle = (key: keyof DemoPerson) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else if (next.size < COLUMNS.length - 1) next.add(key); // keep at least one column
      return next;
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(toTsv(rows()));
      setCopied(true);
    } catch (error) {
      // Spec: Error catalogue: a clipboard failure is only logged.
      console.error('Copy failed', error);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 no-print" role="toolbar" aria-label="Table tools">
        <Dropdown autoClose="outside">
          <Dropdown.Toggle variant="outline-secondary" size="sm">
            Column visibility
          </Dropdown.Toggle>
          <Dropdown.Menu className="px-3">
            {COLUMNS.map((column) => (
              <Form.Check
                key={column.key}
                id={`column-${column.key}`}
                label={column.label}
                checked={!hidden.has(column.key)}
                onChange={() => toggle(column.key)}
                className="my-1"
              />
            ))}
          </Dropdown.Menu>
        </Dropdown>
        <ButtonGroup size="sm">
          <Button
            variant="outline-secondary"
            onClick={() => downloadText(toCsv(rows()), 'master-entry-sample.csv', 'text/csv;charset=utf-8')}
          >
            CSV
          </Button>
          <Button variant="outline-secondary" onClick={() => void copy()}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Button variant="outline-secondary" onClick={() => window.print()}>
            Print
          </Button>
        </ButtonGroup>
        <span className="visually-hidden" role="status">
          {copied ? 'Table copied to the clipboard' : ''}
        </span>
      </div>
      <TableRegion label="Sample people">
        <Table striped bordered hover size="sm" className="mb-0">
          <caption className="visually-hidden">Sample people</caption>
          <thead>
            <tr>
              {visible.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id}>
                {visible.map((column) => (
                  <td key={column.key}>{person[column.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableRegion>
    </>
  );
}
