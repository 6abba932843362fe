import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { OrderDetail } from '@/shared/contract/order';
import { RETURN_NOTE_MAX, RETURN_PHOTO_MAX, RETURN_REASON_MAX } from '@/shared/config/shop';
import { FieldError, FieldLabel, fieldIds } from '@/shared/ui/form';
import { formatOrderDate } from '../model/display';
import { ORDER_RETURNS_TEXT as T, ORDER_TEXT } from '../model/text';
import { useRequestReturnMutation } from '../api/ordersApi';

export interface ReturnableLine {
  lineNo: number;
  name: string;
  /** How many may still be returned. */
  left: number;
  until: string;
}

type Errors = { items?: string; reason?: string; note?: string; photos?: string };

/** The request form: items (a quantity each when more than one), reason, note and up to three photos. */
export function ReturnRequestForm({ order, lines }: { order: OrderDetail; lines: ReturnableLine[] }) {
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoInput, setPhotoInput] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState('');
  const ids = {
    items: fieldIds('return-items'),
    reason: fieldIds('return-reason'),
    note: fieldIds('return-note'),
    photos: fieldIds('return-photos'),
  };

  const toggle = (line: ReturnableLine, on: boolean) =>
    setChosen((current) => {
      const next = { ...current };
      if (on) next[line.lineNo] = line.left;
      else delete next[line.lineNo];
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    setFormError('');
    const items = Object.entries(chosen).map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity }));
    const next: Errors = {
      items: items.length ? undefined : T.chooseItems,
      reason: reason.trim() ? undefined : T.reasonRequired,
      photos: photos.length > RETURN_PHOTO_MAX ? T.tooManyPhotos : undefined,
    };
    setErrors(next);
    const first = (['items', 'reason', 'photos'] as const).find((key) => next[key]);
    if (first) {
      const target = first === 'items' ? `return-line-${lines[0]?.lineNo}` : ids[first].control;
      document.getElementById(target)?.focus();
      return;
    }
    const body = new FormData();
    body.append('items', JSON.stringify(items));
    body.append('reason', reason.trim());
    if (note.trim()) body.append('note', note.trim());
    for (const photo of photos) body.append('Photos', photo);
    try {
      await requestReturn({ orderId: order.id, body }).unwrap();
      setChosen({});
      setReason('');
      setNote('');
      setPhotos([]);
      setPhotoInput((key) => key + 1); // a new, empty file input
      setStatus(T.sent);
    } catch (error) {
      const fields = fieldErrors(error) ?? {};
      const photoError = fields.Photos?.[0] ?? fields.Images?.[0];
      setErrors({ items: fields.items?.[0], reason: fields.reason?.[0], note: fields.note?.[0], photos: photoError });
      setFormError(errorMessage(error, ORDER_TEXT.returnFailed));
    }
  };

  const describedBy = (field: keyof typeof ids, hint: boolean) =>
    [hint ? ids[field].hint : null, errors[field as keyof Errors] ? ids[field].error : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate aria-label={T.request} onSubmit={(event) => void submit(event)}>
      <p className="small" role="status">
        {status}
      </p>
      {formError && (
        <div className="alert alert-danger" role="alert">
          {formError}
        </div>
      )}
      <fieldset className="mb-3" aria-describedby={describedBy('items', true)}>
        <legend className="form-label fs-6 mb-1">{T.items}</legend>
        <small id={ids.items.hint} className="form-text d-block mb-2">
          {T.itemsHint}
        </small>
        {lines.map((line) => {
          const checked = chosen[line.lineNo] !== undefined;
          return (
            <div key={line.lineNo} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <div className="form-check mb-0">
                <input
                  id={`return-line-${line.lineNo}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={checked}
                  onChange={(event) => toggle(line, event.target.checked)}
                />
                <label className="form-check-label" htmlFor={`return-line-${line.lineNo}`}>
                  {`${line.name} (${T.until(formatOrderDate(line.until))})`}
                </label>
              </div>
              {checked && line.left > 1 && (
                <select
                  className="form-select form-select-sm w-auto"
                  aria-label={T.quantityOf(line.name)}
                  value={chosen[line.lineNo]}
                  onChange={(event) => setChosen({ ...chosen, [line.lineNo]: Number(event.target.value) })}
                >
                  {Array.from({ length: line.left }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
        <FieldError id={ids.items.error} message={errors.items} />
      </fieldset>
      <div className="mb-3">
        <FieldLabel htmlFor={ids.reason.control} required>
          {T.reason}
        </FieldLabel>
        <textarea
          id={ids.reason.control}
          className={`form-control${errors.reason ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={RETURN_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('reason', true)}
        />
        <small id={ids.reason.hint} className="form-text d-block">
          {T.reasonHint}
        </small>
        <FieldError id={ids.reason.error} message={errors.reason} />
      </div>
      <div className="mb-3">
        <FieldLabel htmlFor={ids.note.control}>{T.note}</FieldLabel>
        <textarea
          id={ids.note.control}
          className={`form-control${errors.note ? ' is-invalid' : ''}`}
          rows={2}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('note', false)}
        />
        <FieldError id={ids.note.error} message={errors.note} />
      </div>
      <div className="mb-3">
        <FieldLabel htmlFor={ids.photos.control}>{T.photos}</FieldLabel>
        <input
          key={photoInput}
          id={ids.photos.control}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className={`form-control${errors.photos ? ' is-invalid' : ''}`}
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={describedBy('photos', true)}
        />
        <small id={ids.photos.hint} className="form-text d-block">
          {T.photosHint}
        </small>
        <FieldError id={ids.photos.error} message={errors.photos} />
      </div>
      <button type="submit" className="btn btn-outline-primary" disabled={isLoading}>
        {isLoading ? T.sending : T.submit}
      </button>
    </form>
  );
}
