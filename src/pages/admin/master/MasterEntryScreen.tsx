import Card from 'react-bootstrap/Card';
import * as PAGE_META from '@/content/pageMeta';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb, DemoBadge } from '@/widgets/admin-shell';
import { MasterEntryForm } from './MasterEntryForm';
import { PeopleTable } from './PeopleTable';

/** /admin/master: the template's demonstration form and sample table (spec: Screens and routes). */
export function MasterEntryScreen() {
  return (
    <>
      <PageMeta {...PAGE_META.adminMaster} />
      <div className="no-print">
        <AdminBreadcrumb
          items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: 'Masters' }, { label: 'Master Entry' }]}
        />
      </div>
      <h1 className="h3 mb-1">
        {PAGE_META.adminMaster.title} <DemoBadge />
      </h1>
      <p className="text-body-secondary mb-4 no-print">
        A demonstration page: the form is only logged and the table holds sample people.
      </p>
      <Card className="mb-4 shadow-sm no-print">
        <Card.Body>
          <h2 className="h5 mb-3">Entry form</h2>
          <MasterEntryForm />
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h5 mb-3">Sample table</h2>
          <PeopleTable />
        </Card.Body>
      </Card>
    </>
  );
}
