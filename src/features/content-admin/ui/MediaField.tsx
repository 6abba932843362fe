import { useField } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { TextField } from '@/shared/ui/form';
import { useUploadMediaMutation } from '../api/contentAdminApi';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

/**
 * An image or video address: typed in, or filled by uploading a file through the server's upload
 * pipeline (its signature and size checks decide; their message shows under the field). The
 * result is announced in a live region.
 */
export function MediaField({
  name,
  label,
  kind = 'image',
  required,
}: {
  name: string;
  label: string;
  kind?: 'image' | 'video';
  required?: boolean;
}) {
  const [, meta, helpers] = useField<string>(name);
  const [upload, { isLoading }] = useUploadMediaMutation();
  const [status, setStatus] = useState('');
  const fileId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const body = new FormData();
    body.append(kind === 'video' ? 'Videos' : 'Images', file);
    setStatus(T.uploading);
    try {
      const uploaded = await upload(body).unwrap();
      await helpers.setValue(uploaded.url, true);
      setStatus(T.uploaded);
    } catch (error) {
      setStatus('');
      helpers.setTouched(true, false);
      helpers.setError(errorMessage(error, T.uploadFailed));
    }
  };

  return (
    <div className="mb-3">
      <TextField name={name} label={label} required={required} hint={T.imageHint} className="mb-2" />
      <label className="form-label small mb-1" htmlFor={fileId}>
        {T.upload} ({label})
      </label>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <input
          id={fileId}
          type="file"
          className="form-control form-control-sm w-auto"
          accept={kind === 'video' ? 'video/mp4,video/webm' : 'image/*'}
          onChange={(event) => void onFile(event)}
          disabled={isLoading}
        />
        <span role="status" className="small text-body-secondary">
          {status}
        </span>
        {meta.value && kind === 'image' && !meta.error && (
          <img src={meta.value} alt="" width={96} height={60} className="rounded border object-fit-cover" />
        )}
      </div>
    </div>
  );
}
