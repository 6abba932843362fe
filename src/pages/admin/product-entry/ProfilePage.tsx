import { Fragment } from 'react';
import Card from 'react-bootstrap/Card';
import { NotificationMailForm } from '@/features/admin-notifications';
import { selectUser } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/product-entry/profile: the signed-in administrator's details and their notification e-mail choice. */
export function ProfilePage() {
  const user = useFeatureSelector(selectUser);
  const rows: Array<[string, string]> = user
    ? [
        ['Name', `${user.firstName} ${user.lastName}`],
        ['Email', user.email],
        ['Phone', user.phone || 'Not provided'],
        ['Role', user.role],
      ]
    : [];
  return (
    <>
      <PageMeta title="Profile" description="Your administrator profile." />
      <AdminBreadcrumb
        items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: 'Product Management' }, { label: 'Profile' }]}
      />
      <h1 className="h3 mb-3">Profile</h1>
      <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
        <Card.Body>
          <dl className="row mb-0">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="col-sm-4">{label}</dt>
                <dd className="col-sm-8">{value}</dd>
              </Fragment>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <Card className="shadow-sm mt-4" style={{ maxWidth: '36rem' }}>
        <Card.Body>
          <NotificationMailForm />
        </Card.Body>
      </Card>
    </>
  );
}
