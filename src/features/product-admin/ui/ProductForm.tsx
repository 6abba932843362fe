import { Form as FormikForm, Formik } from 'formik';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { errorMessage, errorStatus } from '@/shared/api';
import { PRODUCT_FIELD_LIMITS as L } from '@/shared/config/products';
import { CheckboxField, SelectField, SubmitButton, TextField, applyServerErrors } from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { FormDraftKeeper, clearFormDraft } from '@/shared/ui/form-draft';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { productFormSchema, type Product } from '@/shared/contract/product';
import { PRODUCT_SHOP_LIMITS as S } from '@/shared/contract/productVariants';
import { GST_RATES } from '@/shared/contract/productTax';
import { SLUG_MAX_LENGTH, slugify } from '@/shared/contract/fields/slug';
import { useCreateProductMutation, useLazyGetProductQuery, useUpdateProductMutation } from '../api/productsApi';
import {
  SERVER_FIELD_TO_FORM,
  emptyProductForm,
  productToFormValues,
  toProductFormData,
  type ProductFormValues,
} from '../model/productForm';
import { PRODUCT_SHOP_TEXT, PRODUCT_TAX_TEXT, PRODUCT_TEXT, PRODUCT_UNSAVED_TEXT as U } from '../model/text';
import type { Category } from '@/shared/contract/category';
import { ProductImagesField, ProductVideosField } from './ProductMediaFields';
import { ProductVariantsField } from './ProductVariantsField';

const GST_RATE_OPTIONS = GST_RATES.map((rate) => ({ value: rate, label: PRODUCT_TAX_TEXT.rate(rate) }));

export interface ProductFormProps {
  categories: Category[];
  /** The product being edited; null in create mode. */
  editing: Product | null;
  /** Runs before every save; false stops it (the caller has told the user why). */
  authorize: () => Promise<boolean>;
  /** The server answered 401 (refresh included): the caller ends the session. */
  onSessionExpired: () => void;
  /** After a successful save or Cancel: back to create mode with an empty form (the caller remounts it). */
  onDone: () => void;
  /** A stale save was refused and the admin reloaded the product: edit it as it is now (the caller remounts the form). */
  onReloaded: (product: Product) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

/** The name its unsaved values are kept under on the device (FormDraftKeeper), per product. */
const DRAFT_FORM = 'product';

const FORM_FIELDS = Object.keys(emptyProductForm()) as Array<keyof ProductFormValues>;

/** The server refused the save because the product changed since the form was loaded (or the version was missing). */
const isStaleSave = (error: unknown) => errorStatus(error) === 409 || errorStatus(error) === 428;

/**
 * Create or edit a product (spec: Screens and routes, States and transitions, Validation rules): formik + the shared yup rules, multipart save,
 * server field errors under the fields, `Operation successful` on success.
 */
export function ProductForm({
  categories,
  editing,
  authorize,
  onSessionExpired,
  onDone,
  onReloaded,
  labelledBy,
}: ProductFormProps) {
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [fetchProduct, { isFetching: reloading }] = useLazyGetProductQuery();
  // Why the last save was refused as stale; shown under the form with a way to reload.
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const toast = useToast();
  const initialValues = useMemo(
    () => (editing ? productToFormValues(editing) : emptyProductForm(categories[0]?.id ?? '')),
    [editing, categories],
  );
  const schema = useMemo(() => productFormSchema(), []);
  const reload = async () => {
    if (!editing) return;
    try {
      onReloaded(await fetchProduct(editing.id, false).unwrap());
    } catch (error) {
      if (errorStatus(error) === 401) onSessionExpired();
      else setStaleMessage(errorMessage(error, PRODUCT_TEXT.reloadFailed));
    }
  };
  const categoryOptions = useMemo(
    () => categories.map((category) => ({ value: category.id, label: category.name })),
    [categories],
  );

  return (
    <Formik<ProductFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        if (!(await authorize())) return;
        const body = toProductFormData(values, editing ?? undefined);
        setStaleMessage(null);
        try {
          if (editing) await updateProduct({ id: editing.id, body }).unwrap();
          else await createProduct(body).unwrap();
          clearFormDraft(DRAFT_FORM, editing?.id);
          toast.success(PRODUCT_TEXT.operationSuccessful);
          onDone();
        } catch (error) {
          if (errorStatus(error) === 401) {
            toast.error(PRODUCT_TEXT.sessionExpired);
            onSessionExpired();
          } else if (isStaleSave(error)) {
            applyServerErrors(error, helpers, FORM_FIELDS, SERVER_FIELD_TO_FORM);
            setStaleMessage(errorMessage(error, PRODUCT_TEXT.saveFailed));
          } else if (!applyServerErrors(error, helpers, FORM_FIELDS, SERVER_FIELD_TO_FORM)) {
            toast.error(errorMessage(error, PRODUCT_TEXT.saveFailed));
          }
        }
      }}
    >
      {({ isSubmitting, values, dirty }) => (
        <FormikForm noValidate aria-labelledby={labelledBy} aria-busy={isSubmitting}>
          {/* After a save or a delete the form is mounted afresh, so it is no longer dirty. */}
          <UnsavedChangesGuard
            when={dirty && !isSubmitting}
            title={U.title}
            message={U.message}
            leaveLabel={U.leave}
            stayLabel={U.stay}
          />
          <FormDraftKeeper form={DRAFT_FORM} recordId={editing?.id} />
          <Row className="gx-3">
            <Col md={8}>
              <TextField name="name" label="Name" required maxLength={L.nameMax} />
            </Col>
            <Col md={4}>
              <TextField name="sku" label="SKU" hint="Optional; unique when given." maxLength={L.skuMax} />
            </Col>
          </Row>
          <TextField
            name="description"
            label="Description"
            as="textarea"
            rows={3}
            required
            maxLength={L.descriptionMax}
          />
          <Row className="gx-3">
            <Col sm={4}>
              <TextField
                name="price"
                label="Price"
                type="number"
                prefix="₹"
                min={0}
                step="0.01"
                inputMode="decimal"
                required
              />
            </Col>
            <Col sm={4}>
              <TextField
                name="salePrice"
                label="Sale price"
                type="number"
                prefix="₹"
                min={0}
                step="0.01"
                inputMode="decimal"
                hint="Optional; not above the price."
              />
            </Col>
            {values.variants.length === 0 && (
              <Col sm={4}>
                <TextField
                  name="stockQuantity"
                  label="Stock quantity"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  required
                />
              </Col>
            )}
            {values.variants.length === 0 && (
              <Col sm={4}>
                <TextField
                  name="lowStockThreshold"
                  label={PRODUCT_SHOP_TEXT.threshold}
                  hint={PRODUCT_SHOP_TEXT.thresholdHint}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  required
                />
              </Col>
            )}
          </Row>
          <ProductVariantsField />
          <TextField
            name="slug"
            label={PRODUCT_SHOP_TEXT.slug}
            hint={PRODUCT_SHOP_TEXT.slugHint(values.slug.trim() || (editing?.slug ?? slugify(values.name)))}
            maxLength={SLUG_MAX_LENGTH}
          />
          <TextField
            name="about"
            label={PRODUCT_SHOP_TEXT.about}
            as="textarea"
            rows={4}
            hint={PRODUCT_SHOP_TEXT.aboutHint}
            maxLength={S.aboutMax}
          />
          <TextField
            name="steepingInstructions"
            label={PRODUCT_SHOP_TEXT.steeping}
            as="textarea"
            rows={3}
            hint={PRODUCT_SHOP_TEXT.steepingHint}
            maxLength={S.steepingMax}
          />
          <fieldset>
            <legend className="h6">{PRODUCT_TAX_TEXT.legend}</legend>
            <p className="form-text mt-0">{PRODUCT_TAX_TEXT.gstHint}</p>
            <Row className="gx-3">
              <Col sm={6}>
                <TextField
                  name="hsnCode"
                  label={PRODUCT_TAX_TEXT.hsnCode}
                  hint={PRODUCT_TAX_TEXT.hsnHint}
                  inputMode="numeric"
                  maxLength={8}
                  required
                />
              </Col>
              <Col sm={6}>
                <SelectField
                  name="gstRate"
                  label={PRODUCT_TAX_TEXT.gstRate}
                  options={GST_RATE_OPTIONS}
                  placeholder={PRODUCT_TAX_TEXT.chooseRate}
                  required
                />
              </Col>
            </Row>
          </fieldset>
          <Row className="gx-3 align-items-end">
            <Col sm={8}>
              <SelectField name="categoryId" label="Category" options={categoryOptions} required />
            </Col>
            <Col sm={4}>
              <CheckboxField name="isActive" label="Active (shown in the shop)" />
            </Col>
          </Row>
          <ProductImagesField editing={editing !== null} />
          <ProductVideosField editing={editing !== null} />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={isSubmitting} className="">
              {editing ? 'Update' : 'Create'}
            </SubmitButton>
            {editing && (
              <Button
                type="button"
                variant="outline-secondary"
                onClick={() => {
                  // Cancel gives the changes up: nothing to offer back next time.
                  clearFormDraft(DRAFT_FORM, editing.id);
                  onDone();
                }}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
            )}
          </div>
          {staleMessage && (
            <Alert variant="warning" role="alert" className="mt-3 mb-0 d-flex flex-wrap align-items-center gap-3">
              <span>{staleMessage}</span>
              {editing && (
                <Button
                  size="sm"
                  variant="outline-dark"
                  onClick={() => void reload()}
                  disabled={reloading || isSubmitting}
                >
                  {PRODUCT_TEXT.reloadProduct}
                </Button>
              )}
            </Alert>
          )}
        </FormikForm>
      )}
    </Formik>
  );
}
