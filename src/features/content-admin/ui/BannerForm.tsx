import { Formik } from 'formik';
import { bannerSchema, type AdminBanner } from '@/shared/contract/banner';
import { CheckboxField, FormAlert, FormFocusingFirstError, SelectField, TextField } from '@/shared/ui/form';
import { useSaveBannerMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { MediaField } from './MediaField';
import { SaveOrCancel } from './FormParts';
import { useSaveForm } from './useSaveForm';
import { FormDraftKeeper } from '@/shared/ui/form-draft';

const FIELDS = [
  'type',
  'srcDesktop',
  'srcMobile',
  'poster',
  'alt',
  'title',
  'subtitle',
  'ctaText',
  'ctaLink',
  'active',
] as const;
type Values = Record<(typeof FIELDS)[number], string | boolean>;

const valuesOf = (banner?: AdminBanner): Values => ({
  type: banner?.type ?? 'image',
  srcDesktop: banner?.srcDesktop ?? '',
  srcMobile: banner?.srcMobile ?? '',
  poster: banner?.poster ?? '',
  alt: banner?.alt ?? '',
  title: banner?.title ?? '',
  subtitle: banner?.subtitle ?? '',
  ctaText: banner?.ctaText ?? '',
  ctaLink: banner?.ctaLink ?? '',
  active: banner?.active ?? true,
});

/** A hero slide: image or video, desktop and phone sources, alt text (required), texts and a call to action. */
export function BannerForm({ banner, listHref }: { banner?: AdminBanner; listHref: string }) {
  const [save] = useSaveBannerMutation();
  const draft = { form: 'banner', recordId: banner?.id };
  const onSubmit = useSaveForm<Values>(
    (values) => save({ id: banner?.id, values: bannerSchema.cast(values) }).unwrap(),
    FIELDS,
    listHref,
    draft,
  );
  return (
    <Formik initialValues={valuesOf(banner)} validationSchema={bannerSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status, values }) => {
        const kind = values.type === 'video' ? 'video' : 'image';
        return (
          <FormFocusingFirstError order={FIELDS} aria-label={banner ? T.banners.edit : T.banners.new}>
            <FormDraftKeeper {...draft} />
            <FormAlert>{status as string | undefined}</FormAlert>
            <SelectField
              name="type"
              label="Type"
              required
              options={[
                { value: 'image', label: 'Image' },
                { value: 'video', label: 'Video' },
              ]}
            />
            <MediaField name="srcDesktop" label="Desktop source" kind={kind} required />
            <MediaField name="srcMobile" label="Phone source (optional: the desktop one otherwise)" kind={kind} />
            {kind === 'video' && <MediaField name="poster" label="Poster image (shown before the video plays)" />}
            <TextField name="alt" label="Alt text" required hint={T.altHint} />
            <TextField name="title" label="Title" />
            <TextField name="subtitle" label="Subtitle" />
            <div className="row g-3">
              <TextField className="col-md-4" name="ctaText" label="Button text" />
              <TextField className="col-md-8" name="ctaLink" label="Button link" hint={T.ctaLinkHint} />
            </div>
            <CheckboxField name="active" label={`${T.active} (shown on the home page)`} />
            <SaveOrCancel busy={isSubmitting} listHref={listHref} />
          </FormFocusingFirstError>
        );
      }}
    </Formik>
  );
}
