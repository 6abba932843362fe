import { NAME_MAX_LENGTH } from '@/shared/config/auth';
import { TextField } from '@/shared/ui/form';

/** First and last name side by side (stacked on narrow screens), as registration and the profile ask them. */
export function NameFields() {
  return (
    <div className="row">
      <div className="col-md-6">
        <TextField name="firstName" label="First name" autoComplete="given-name" required maxLength={NAME_MAX_LENGTH} />
      </div>
      <div className="col-md-6">
        <TextField name="lastName" label="Last name" autoComplete="family-name" required maxLength={NAME_MAX_LENGTH} />
      </div>
    </div>
  );
}
