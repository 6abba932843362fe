import { Formik } from 'formik';
import { categorySchema, type AdminCategory } from '@/shared/contract/category';
import { FormAlert, FormFocusingFirstError, TextField } from '@/shared/ui/form';
import { useSaveCategoryMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { SaveOrCancel } from './FormParts';
import { useSaveForm } from './useSaveForm';
import { FormDraftKeeper } from '@/shared/ui/form-draft';

const FIELDS = ['name', 'slug'] as const;
type Values = { name: string; slug: string };

/** A shop category: its name, and the slug the /products filter links use (unique). */
export function CategoryForm({ category, listHref }: { category?: AdminCategory; listHref: string }) {
  const [save] = useSaveCategoryMutation();
  const draft = { form: 'category', recordId: category?.id };
  const onSubmit = useSaveForm<Values>(
    (values) => save({ id: category?.id, values: categorySchema.cast(values) }).unwrap(),
    FIELDS,
    listHref,
    draft,
  );
  return (
    <Formik
      initialValues={{ name: category?.name ?? '', slug: category?.slug ?? '' }}
      validationSchema={categorySchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <FormFocusingFirstError order={FIELDS} aria-label={category ? T.categories.edit : T.categories.new}>
          <FormDraftKeeper {...draft} />
          <FormAlert>{status as string | undefined}</FormAlert>
          <TextField name="name" label="Name" required maxLength={60} />
          <TextField
            name="slug"
            label="Slug"
            hint="The /products/<slug> filter address; left empty, it is made from the name."
          />
          <SaveOrCancel busy={isSubmitting} listHref={listHref} />
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}
