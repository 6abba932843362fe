import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { User } from '@/shared/contract/user';
import { PageLoader } from '@/shared/ui/PageLoader';
import { AUTH_TEXT } from '../model/text';

// The editor, with formik, loads when Edit profile is pressed: the tab shows the details first.
const ProfileForm = lazy(() => import(/* webpackChunkName: "profile-form" */ './ProfileForm'));

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
      <Suspense fallback={<PageLoader />}>
        <ProfileForm
          user={user}
          onDone={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      </Suspense>
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
      <button type="button" className="btn btn-outline-primary" ref={editButton} onClick={() => setEditing(true)}>
        Edit profile
      </button>
    </>
  );
}
