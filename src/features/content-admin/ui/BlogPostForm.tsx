import { Formik } from 'formik';
import { blogPostSchema, type AdminBlogPost } from '@/shared/contract/blogPost';
import { FormAlert, FormFocusingFirstError, SelectField, TextField } from '@/shared/ui/form';
import { useSavePostMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { PictureSlugFields, SaveOrCancel } from './FormParts';
import { PublishBar } from './PublishBar';
import { useSaveForm } from './useSaveForm';
import { FormDraftKeeper } from '@/shared/ui/form-draft';

const FIELDS = [
  'title',
  'slug',
  'type',
  'date',
  'author',
  'readTime',
  'location',
  'time',
  'description',
  'image',
  'imageAlt',
  'published',
] as const;
type Values = Record<(typeof FIELDS)[number], string | boolean>;

const valuesOf = (post?: AdminBlogPost): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  type: post?.type ?? 'Blog',
  date: post?.date ?? '',
  author: post?.author ?? '',
  readTime: post?.readTime ?? '',
  location: post?.location ?? '',
  time: post?.time ?? '',
  description: post?.description ?? '',
  image: post?.image ?? '',
  imageAlt: post?.imageAlt ?? '',
  published: post?.published ?? false,
});

/** Creates or edits a post. A post's package (the product box of Event posts) is kept as it is. */
export function BlogPostForm({
  post,
  listHref,
  previewHref,
}: {
  post?: AdminBlogPost;
  listHref: string;
  previewHref?: string;
}) {
  const [save] = useSavePostMutation();
  const draft = { form: 'blogPost', recordId: post?.id };
  const onSubmit = useSaveForm<Values>(
    (values) =>
      save({
        id: post?.id,
        // Publishing is its own step (the bar above): saving keeps what the site shows as it is.
        values: { ...blogPostSchema.cast(values), product: post?.product ?? null, published: post?.published ?? false },
      }).unwrap(),
    FIELDS,
    listHref,
    draft,
  );
  return (
    <Formik initialValues={valuesOf(post)} validationSchema={blogPostSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <FormFocusingFirstError order={FIELDS} aria-label={post ? T.blog.edit : T.blog.new}>
          <FormDraftKeeper {...draft} />
          {post && previewHref && <PublishBar kind="post" record={post} previewHref={previewHref} />}
          <FormAlert>{status as string | undefined}</FormAlert>
          <div className="row g-3">
            <TextField className="col-md-8" name="title" label="Title" required maxLength={120} />
            <div className="col-md-4">
              <SelectField
                name="type"
                label="Type"
                required
                options={[
                  { value: 'Blog', label: 'Blog' },
                  { value: 'Event', label: 'Event (shows Register)' },
                ]}
              />
            </div>
            <TextField className="col-md-4" name="date" label="Date" type="date" required />
            <TextField className="col-md-4" name="author" label="Author" />
            <TextField className="col-md-4" name="readTime" label="Read time" hint="e.g. 5 min read" />
            <TextField className="col-md-6" name="location" label="Location (Event posts)" />
            <TextField className="col-md-6" name="time" label="Time (Event posts)" />
            <TextField className="col-12" name="description" label="Text" as="textarea" rows={6} required />
          </div>
          <PictureSlugFields />
          <SaveOrCancel busy={isSubmitting} listHref={listHref} />
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}
