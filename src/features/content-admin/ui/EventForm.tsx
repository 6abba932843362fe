import { Formik } from 'formik';
import { eventSchema, type AdminEvent } from '@/shared/contract/event';
import { FormAlert, FormFocusingFirstError, TextField } from '@/shared/ui/form';
import { useSaveEventMutation } from '../api/contentAdminApi';
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
  'time',
  'location',
  'description',
  'image',
  'imageAlt',
  'price',
  'originalPrice',
  'published',
] as const;
type Values = Record<(typeof FIELDS)[number], string | boolean>;

const valuesOf = (event?: AdminEvent): Values => ({
  title: event?.title ?? '',
  slug: event?.slug ?? '',
  type: event?.type ?? '',
  date: event?.date ?? '',
  time: event?.time ?? '',
  location: event?.location ?? '',
  description: event?.description ?? '',
  image: event?.image ?? '',
  imageAlt: event?.imageAlt ?? '',
  price: event ? String(event.price) : '',
  originalPrice: event ? String(event.originalPrice) : '',
  published: event?.published ?? false,
});

/** Creates or edits an event; the shared rules check it here and again on the server. */
export function EventForm({
  event,
  listHref,
  previewHref,
}: {
  event?: AdminEvent;
  listHref: string;
  previewHref?: string;
}) {
  const [save] = useSaveEventMutation();
  const draft = { form: 'event', recordId: event?.id };
  const onSubmit = useSaveForm<Values>(
    (values) =>
      save({
        id: event?.id,
        // Publishing is its own step (the bar above): saving keeps what the site shows as it is.
        values: { ...eventSchema.cast(values), published: event?.published ?? false },
      }).unwrap(),
    FIELDS,
    listHref,
    draft,
  );
  return (
    <Formik initialValues={valuesOf(event)} validationSchema={eventSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <FormFocusingFirstError order={FIELDS} aria-label={event ? T.events.edit : T.events.new}>
          <FormDraftKeeper {...draft} />
          {event && previewHref && <PublishBar kind="event" record={event} previewHref={previewHref} />}
          <FormAlert>{status as string | undefined}</FormAlert>
          <div className="row g-3">
            <TextField className="col-md-8" name="title" label="Title" required maxLength={120} />
            <TextField
              className="col-md-4"
              name="type"
              label="Type"
              required
              hint="Workshop, Conference, Concert, Exhibition, Service…"
            />
            <TextField className="col-md-4" name="date" label="Date (IST)" type="date" required />
            <TextField className="col-md-4" name="time" label="Time" hint="e.g. 10:00 AM - 4:00 PM" />
            <TextField className="col-md-4" name="location" label="Location" />
            <TextField className="col-12" name="description" label="Description" as="textarea" rows={4} required />
            <TextField
              className="col-md-6"
              name="price"
              label="Price (₹)"
              type="number"
              inputMode="decimal"
              min={0}
              required
            />
            <TextField
              className="col-md-6"
              name="originalPrice"
              label="Original price (₹, shown struck through)"
              type="number"
              inputMode="decimal"
              min={0}
              required
            />
          </div>
          <PictureSlugFields />
          <SaveOrCancel busy={isSubmitting} listHref={listHref} />
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}
