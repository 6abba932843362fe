import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import * as PAGE_META from '@/content/pageMeta';
import {
  PRODUCT_TABLE_TEXT,
  PRODUCT_TEXT,
  ProductForm,
  ProductListView,
  useDeleteProductMutation,
  useGetCategoriesQuery,
} from '@/features/product-admin';
import { errorMessage, errorStatus } from '@/shared/api';
import type { Product } from '@/shared/contract/product';
import { ROUTES } from '@/shared/config/routes';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';
import { useToast } from '@/shared/ui/toasts';
import { AdminBreadcrumb } from '@/widgets/admin-shell';
import { useProductEntryAccess } from './useProductEntryAccess';
import './productEntry.scss';

const FORM_HEADING_ID = 'product-form-title';

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
      <span>{errorMessage(error, PRODUCT_TEXT.loadFailed)}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** /admin/product-entry (spec: Screens and routes): the create-or-edit form above the product list. */
export function ProductEntryScreen() {
  const { authorize, endExpiredSession } = useProductEntryAccess();
  const categories = useGetCategoriesQuery();
  const [deleteProduct, { isLoading: deleting }] = useDeleteProductMutation();
  const toast = useToast();
  const [editing, setEditing] = useState<Product | null>(null);
  // A new form instance after every save, Cancel or Edit: defaults back, chosen files cleared.
  const [formVersion, setFormVersion] = useState(0);
  // One product (its row's Delete) or the ticked ones (Delete selected).
  const [pendingDelete, setPendingDelete] = useState<Product[] | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deletedOpener = useRef(false);
  const moveFocusToForm = useRef(false);

  useEffect(() => {
    if (!moveFocusToForm.current) return;
    moveFocusToForm.current = false;
    formHeading.current?.scrollIntoView?.({ block: 'start' });
    formHeading.current?.focus({ preventScroll: true });
  }, [formVersion]);

  const showForm = (product: Product | null) => {
    moveFocusToForm.current = true;
    setEditing(product);
    setFormVersion((version) => version + 1);
  };

  // One DELETE per product, the route a single delete uses, so the same rules hold (the orders
  // keep their own copy of what was sold). One after another: a failure stops nothing else.
  const onConfirmDelete = async () => {
    const products = pendingDelete;
    if (!products) return;
    let deleted = 0;
    let lastError: unknown = null;
    for (const product of products) {
      try {
        await deleteProduct(product.id).unwrap();
        deleted += 1;
        if (editing?.id === product.id) showForm(null);
      } catch (error) {
        lastError = error;
        if (errorStatus(error) === 401) break;
      }
    }
    if (deleted > 0) {
      deletedOpener.current = true;
      toast.success(products.length === 1 ? PRODUCT_TEXT.deleted : PRODUCT_TABLE_TEXT.bulkDeleted(deleted));
    }
    if (errorStatus(lastError) === 401) {
      toast.error(PRODUCT_TEXT.sessionExpired);
      endExpiredSession();
    } else if (lastError) {
      toast.error(
        products.length === 1
          ? errorMessage(lastError, PRODUCT_TEXT.deleteFailed)
          : PRODUCT_TABLE_TEXT.bulkFailed(products.length - deleted, products.length),
      );
    }
    setPendingDelete(null);
  };

  return (
    <>
      <PageMeta {...PAGE_META.adminProductEntry} />
      <AdminBreadcrumb
        items={[
          { label: 'Admin', to: ROUTES.adminDashboard },
          { label: 'Product Management' },
          { label: 'Product Entry' },
        ]}
      />
      <h1 className="h3 mb-3">{PAGE_META.adminProductEntry.title}</h1>

      <Card className="mb-4 shadow-sm">
        <Card.Body>
          <h2 id={FORM_HEADING_ID} ref={formHeading} tabIndex={-1} className="h5 mb-3">
            {editing ? `Edit product: ${editing.name}` : 'Add a product'}
          </h2>
          {categories.isLoading ? (
            <PageLoader />
          ) : categories.isError ? (
            <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
          ) : (
            <ProductForm
              key={`${editing?.id ?? 'new'}-${formVersion}`}
              categories={categories.data ?? []}
              editing={editing}
              authorize={authorize}
              onSessionExpired={endExpiredSession}
              onDone={() => showForm(null)}
              onReloaded={showForm}
              labelledBy={FORM_HEADING_ID}
            />
          )}
        </Card.Body>
      </Card>

      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h5 mb-3" ref={listHeading} tabIndex={-1}>
            Products
          </h2>
          <ProductListView
            categories={categories.data ?? []}
            editingId={editing?.id ?? null}
            busy={deleting}
            onEdit={showForm}
            onDelete={setPendingDelete}
          />
        </Card.Body>
      </Card>

      <ConfirmDialog
        show={pendingDelete !== null}
        title={pendingDelete && pendingDelete.length > 1 ? PRODUCT_TABLE_TEXT.confirmBulkTitle : 'Delete product'}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
        restoreFocus={!deletedOpener.current}
        onExited={() => {
          // The row (and its Delete button) is gone: continue from the list's heading.
          if (deletedOpener.current) listHeading.current?.focus();
          deletedOpener.current = false;
        }}
      >
        <p className="mb-0">
          {pendingDelete && pendingDelete.length > 1
            ? PRODUCT_TABLE_TEXT.confirmBulk(pendingDelete.length)
            : PRODUCT_TEXT.confirmDelete}
        </p>
        {pendingDelete && (
          <ul className="mt-2 mb-0 fw-semibold list-unstyled">
            {pendingDelete.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
