import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import { LEAD_NOTE_MAX_LENGTH, type LeadDetail } from '@/shared/contract/lead';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { useAddLeadNoteMutation } from '../api/leadsApi';
import { LEADS_TEXT } from '../model/text';

/** The lead's notes, newest first, and the form adding one. */
export function LeadNotes({ lead, onAdded }: { lead: LeadDetail; onAdded: (message: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [add, adding] = useAddLeadNoteMutation();
  const error = fieldErrors(adding.error)?.text?.[0];
  const generalError = adding.error && !error ? errorMessage(adding.error, LEADS_TEXT.saveFailed) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add({ id: lead.id, text });
    if ('data' in result) {
      setText('');
      onAdded(LEADS_TEXT.noteAdded);
    }
  };

  return (
    <>
      <Form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
        <Form.Label htmlFor={`${id}-note`}>{LEADS_TEXT.noteLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          id={`${id}-note`}
          value={text}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${id}-note-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-note-error`}>
            {error}
          </Form.Control.Feedback>
        )}
        <Button type="submit" variant="outline-primary" className="mt-2" disabled={adding.isLoading}>
          {LEADS_TEXT.addNote}
        </Button>
        {generalError && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {generalError}
          </p>
        )}
      </Form>
      {lead.notes.length === 0 ? (
        <p className="text-body-secondary">{LEADS_TEXT.noNotes}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {lead.notes.map((note) => (
            <li key={note.id} className="border rounded p-2">
              <p className="mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </p>
              <p className="small text-body-secondary mb-0">
                {LEADS_TEXT.noteBy(note.author, formatIstDateTime(note.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
