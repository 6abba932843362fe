import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { PRODUCT_TEXT, useGetCategoriesQuery } from '@/features/products';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';
import { AdminBreadcrumb } from '@/widgets/admin-shell';

/** /admin/master/category: the catalogue's categories (read-only; they come with the data file). */
export function CategoryListPage() {
  const { data, isLoading, error } = useGetCategoriesQuery();
  return (
    <>
      <PageMeta title="Categories" description="The product categories of the catalogue." />
      <AdminBreadcrumb items={[{ label: 'Admin', to: ROUTES.adminDashboard }, { label: 'Masters' }, { label: 'Category' }]} />
      <h1 className="h3 mb-3">Categories</h1>
      <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
        <Card.Body>
          <p className="text-body-secondary">The product form offers these categories. They are part of the catalogue data and are read-only here.</p>
          {isLoading && <PageLoader />}
          {error && <p className="text-danger mb-0">{errorMessage(error, PRODUCT_TEXT.fetchCategoriesFailed)}</p>}
          {data && (
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Name</th>
                </tr>
              </thead>
              <tbody>
                {data.map((category) => (
                  <tr key={category.id}>
                    <td>{category.id}</td>
                    <td>{category.name}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
