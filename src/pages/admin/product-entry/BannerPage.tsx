import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { ADMIN_DEMO } from '@/content/adminDemo';
import { ROUTES } from '@/shared/config/routes';
import { PageMeta } from '@/shared/ui/PageMeta';
import { TableRegion } from '@/shared/ui/TableRegion';
import { AdminBreadcrumb, DemoBadge } from '@/widgets/admin-shell';

/** /admin/product-entry/banner: a sidebar entry of the template; its content is demonstration data. */
export function BannerPage() {
  return (
    <>
      <PageMeta title="Banners" description="Promotional banners (demonstration content)." />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: 'Product Management' }, { label: 'Banner' }]} />
      <h1 className="h3 mb-3">
        Banners <DemoBadge />
      </h1>
      <Card className="shadow-sm">
        <Card.Body>
          <p>These banners are sample content: they are not connected to the public site.</p>
          <TableRegion label="Banners">
            <Table className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Placement</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {ADMIN_DEMO.banners.map((banner) => (
                  <tr key={banner.id}>
                    <td>{banner.title}</td>
                    <td>{banner.placement}</td>
                    <td>
                      <Badge bg={banner.status === 'Live' ? 'success' : 'secondary'}>{banner.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
        </Card.Body>
      </Card>
    </>
  );
}
