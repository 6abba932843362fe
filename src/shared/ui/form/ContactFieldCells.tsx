import { TEXT_LIMITS } from '../../config/forms';
import { TextField } from './TextField';

export interface ContactFieldLabels {
  name: string;
  /** Left out, the form asks for no e-mail. */
  email?: string;
  phone: string;
}

/**
 * The name, e-mail and phone cells (half a row each from md up) that the booking, consultation and
 * meeting forms share; each form keeps the labels its spec gives and its own phone field name.
 */
export function ContactFieldCells({
  labels,
  phoneField = 'phone',
}: {
  labels: ContactFieldLabels;
  phoneField?: string;
}) {
  return (
    <>
      <div className="col-md-6">
        <TextField name="name" label={labels.name} required autoComplete="name" maxLength={TEXT_LIMITS.name} />
      </div>
      {labels.email !== undefined && (
        <div className="col-md-6">
          <TextField
            name="email"
            label={labels.email}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
          />
        </div>
      )}
      <div className="col-md-6">
        <TextField
          name={phoneField}
          label={labels.phone}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          maxLength={TEXT_LIMITS.phone}
        />
      </div>
    </>
  );
}
