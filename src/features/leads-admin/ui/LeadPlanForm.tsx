import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { LeadChange, LeadDetail, LeadOwner } from '@/shared/contract/lead';
import { useChangeLeadMutation } from '../api/leadsApi';
import { LEADS_TEXT } from '../model/text';

type Field = 'ownerId' | 'followUpDate' | 'eventDate' | 'guests';

/** Owner, follow-up date and the event's date and guests; only what was changed is sent (and audited). */
export function LeadPlanForm({
  lead,
  owners,
  onSaved,
}: {
  lead: LeadDetail;
  owners: LeadOwner[];
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    ownerId: lead.owner ? String(lead.owner.id) : '',
    followUpDate: lead.followUpDate ?? '',
    eventDate: lead.eventDate ?? '',
    guests: lead.guests === null ? '' : String(lead.guests),
  });
  const [change, changing] = useChangeLeadMutation();
  const errors = fieldErrors(changing.error);
  const fieldsWithErrors = Object.keys(errors ?? {});
  const generalError =
    changing.error && fieldsWithErrors.length === 0 ? errorMessage(changing.error, LEADS_TEXT.saveFailed) : '';

  const wanted: LeadChange = {};
  const ownerId = values.ownerId === '' ? null : Number(values.ownerId);
  if (ownerId !== (lead.owner?.id ?? null)) wanted.ownerId = ownerId;
  if ((values.followUpDate || null) !== lead.followUpDate) wanted.followUpDate = values.followUpDate || null;
  if ((values.eventDate || null) !== lead.eventDate) wanted.eventDate = values.eventDate || null;
  const guests = values.guests === '' ? null : Number(values.guests);
  if (guests !== lead.guests) wanted.guests = guests;
  const nothingChanged = Object.keys(wanted).length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change({ id: lead.id, change: wanted });
    if ('data' in result) onSaved(LEADS_TEXT.saved);
  };

  const field = (name: Field, label: string, control: (props: object) => React.ReactNode, hint?: string) => {
    const error = errors?.[name]?.[0];
    const described = [hint && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ');
    return (
      <div className="col-12 col-sm-6">
        <Form.Label htmlFor={`${id}-${name}`} className="mb-1">
          {label}
        </Form.Label>
        {control({
          id: `${id}-${name}`,
          isInvalid: Boolean(error),
          'aria-describedby': described || undefined,
        })}
        {hint && <Form.Text id={`${id}-${name}-hint`}>{hint}</Form.Text>}
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </div>
    );
  };
  const set = (name: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <div className="row g-3">
        {field('ownerId', LEADS_TEXT.owner, (props) => (
          <Form.Select {...props} value={values.ownerId} onChange={set('ownerId')}>
            <option value="">{LEADS_TEXT.nobody}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </Form.Select>
        ))}
        {field(
          'followUpDate',
          LEADS_TEXT.followUpDate,
          (props) => (
            <Form.Control {...props} type="date" value={values.followUpDate} onChange={set('followUpDate')} />
          ),
          LEADS_TEXT.followUpHint,
        )}
        {field('eventDate', LEADS_TEXT.fields.eventDate, (props) => (
          <Form.Control {...props} type="date" value={values.eventDate} onChange={set('eventDate')} />
        ))}
        {field('guests', LEADS_TEXT.fields.guests, (props) => (
          <Form.Control
            {...props}
            type="number"
            min={1}
            inputMode="numeric"
            value={values.guests}
            onChange={set('guests')}
          />
        ))}
      </div>
      <Button type="submit" className="mt-3" disabled={nothingChanged || changing.isLoading}>
        {LEADS_TEXT.save}
      </Button>
      {generalError && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {generalError}
        </p>
      )}
    </Form>
  );
}
