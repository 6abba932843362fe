import { Form as FormikForm, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, type User } from '@/shared/api';
import { FormAlert, SubmitButton, TextField, applyServerErrors, fieldIds } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { useUpdateProfileMutation, type ProfileUpdateRequest } from '../api/authApi';
import { profileFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/messages';
import { NameFields } from './NameFields';

const FIELDS: Array<keyof ProfileUpdateRequest> = ['firstName', 'lastName', 'phone'];

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [updateProfile] = useUpdateProfileMutation();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    document.getElementById(fieldIds('firstName').control)?.focus();
  }, []);
  return (
    <Formik<ProfileUpdateRequest>
      initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }}
      validationSchema={profileFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await updateProfile({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() }).unwrap();
          toast.success(AUTH_TEXT.profileUpdated);
          onDone();
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS)) setFormError(errorMessage(error, AUTH_TEXT.profileUpdateFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Edit profile">
          <NameFields />
          <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
          <FormAlert>{formError}</FormAlert>
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting} className="">
              Save changes
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onDone} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

/** The profile tab: firstName, lastName, email, phone (`Not provided` when empty), role; name and phone editable. */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Keyboard users land back on the Edit button after saving or cancelling.
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
  }, [editing]);
  if (editing) {
    return (
      <ProfileForm
        user={user}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    );
  }
  const rows: Array<[string, string]> = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', user.email],
    ['Phone', user.phone?.trim() ? user.phone : AUTH_TEXT.notProvided],
    ['Role', user.role],
  ];
  return (
    <>
      <dl className="mb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="row mx-0 border-bottom py-2">
            <dt className="col-sm-4 px-0 fw-semibold">{label}</dt>
            <dd className="col-sm-8 px-0 mb-0 text-break">{value}</dd>
          </div>
        ))}
      </dl>
      <Button ref={editButton} variant="outline-primary" onClick={() => setEditing(true)}>
        Edit profile
      </Button>
    </>
  );
}
