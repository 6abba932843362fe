import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '@/shared/api';
import {
  NOTIFICATION_MAIL_CHOICES,
  NOTIFICATION_MAIL_LABELS,
  type NotificationMail,
} from '@/shared/contract/notification';
import {
  useGetAdminNotificationPreferencesQuery,
  useSaveAdminNotificationPreferencesMutation,
} from '../api/notificationsApi';
import { NOTIFICATIONS_TEXT } from '../model/text';

const T = NOTIFICATIONS_TEXT.preferences;

/** The signed-in staff member's choice of notification e-mails: at once, a daily digest, or none. */
export function NotificationMailForm() {
  const { data, error } = useGetAdminNotificationPreferencesQuery();
  const [save, saving] = useSaveAdminNotificationPreferencesMutation();
  const [mail, setMail] = useState<NotificationMail | null>(null);
  useEffect(() => {
    if (data) setMail(data.mail);
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mail) void save({ mail });
  };

  return (
    <Form onSubmit={submit} aria-labelledby="notification-mail-heading">
      <h2 id="notification-mail-heading" className="h5">
        {T.heading}
      </h2>
      {error && <Alert variant="danger">{T.loadFailed}</Alert>}
      <fieldset disabled={!mail}>
        <legend className="fs-6">{T.legend}</legend>
        {NOTIFICATION_MAIL_CHOICES.map((choice) => (
          <Form.Check
            key={choice}
            type="radio"
            id={`notification-mail-${choice}`}
            name="notificationMail"
            value={choice}
            label={NOTIFICATION_MAIL_LABELS[choice]}
            checked={mail === choice}
            onChange={() => setMail(choice)}
          />
        ))}
      </fieldset>
      <Button type="submit" className="mt-3" disabled={!mail || saving.isLoading}>
        {saving.isLoading ? T.saving : T.save}
      </Button>
      <div role="status" className="mt-2 small">
        {saving.isSuccess && !saving.isLoading ? T.saved : ''}
        {saving.isError ? errorMessage(saving.error, T.saveFailed) : ''}
      </div>
    </Form>
  );
}
