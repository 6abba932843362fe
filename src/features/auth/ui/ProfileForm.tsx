import { Form as FormikForm, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/api';
import type { ProfileUpdateInput, User } from '@/shared/contract/user';
import { FormAlert, SubmitButton, TextField, applyServerErrors, fieldIds } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { useUpdateProfileMutation } from '../api/authApi';
import { profileFormSchema } from '../model/formSchemas';
import { AUTH_TEXT } from '../model/text';
import { NameFields } from './NameFields';

const FIELDS: Array<keyof ProfileUpdateInput> = ['firstName', 'lastName', 'phone'];

/** The profile editor (name and phone); loaded when Edit profile is pressed. */
export default function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [updateProfile] = useUpdateProfileMutation();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    document.getElementById(fieldIds('firstName').control)?.focus();
  }, []);
  return (
    <Formik<ProfileUpdateInput>
      initialValues={{ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' }}
      validationSchema={profileFormSchema}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await updateProfile({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone.trim(),
          }).unwrap();
          toast.success(AUTH_TEXT.profileUpdated);
          onDone();
        } catch (error) {
          if (!applyServerErrors(error, helpers, FIELDS))
            setFormError(errorMessage(error, AUTH_TEXT.profileUpdateFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Edit profile">
          <NameFields />
          <TextField
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
          <FormAlert>{formError}</FormAlert>
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting} className="">
              Save changes
            </SubmitButton>
            <button type="button" className="btn btn-outline-secondary" onClick={onDone} disabled={isSubmitting}>
              Cancel
            </button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
