import { Link } from 'react-router';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';
import { MediaField } from './MediaField';

/** Save, and Cancel back to the list as it was left (its URL keeps the page and filters). */
export function SaveOrCancel({ busy, listHref }: { busy: boolean; listHref: string }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <SubmitButton busy={busy} className="">
        {T.save}
      </SubmitButton>
      <Link className="btn btn-outline-secondary" to={listHref}>
        {T.cancel}
      </Link>
    </div>
  );
}

/** The fields events and blog posts share below their own: picture, its alt text and address (publishing is the PublishBar's). */
export function PictureSlugFields() {
  return (
    <>
      <MediaField name="image" label="Image" />
      <TextField name="imageAlt" label="Image alt text" />
      <TextField name="slug" label="Slug" hint={T.slugHint} />
    </>
  );
}
