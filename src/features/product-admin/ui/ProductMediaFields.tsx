import { useFormikContext } from 'formik';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { PRODUCT_IMAGE_TYPES, PRODUCT_UPLOAD_LIMITS as U, PRODUCT_VIDEO_TYPES, formatMegabytes } from '@/shared/config/products';
import { FieldError, fieldIds } from '@/shared/ui/form';
import type { ProductFormValues } from '../model/productForm';

/** Preview URLs of chosen files, made in an effect so they are revoked (and remade) correctly. */
function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const canPreview = typeof URL.createObjectURL === 'function';
    const created = files.map((file) => (canPreview ? URL.createObjectURL(file) : ''));
    setUrls(created);
    return () => {
      for (const url of created) if (url) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** formik types array fields' errors loosely; the schema gives them one message. */
const textOf = (error: unknown) => (typeof error === 'string' ? error : undefined);

const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;
const filesOf = (event: ChangeEvent<HTMLInputElement>) => Array.from(event.currentTarget.files ?? []);

/** A labelled multiple-file input with its hint and error tied to it. */
function FilePicker(props: { name: 'images' | 'videos'; label: string; accept: readonly string[]; hint: ReactNode; error?: string; onFiles: (files: File[]) => void }) {
  const { name, label, accept, hint, error, onFiles } = props;
  const ids = fieldIds(name);
  const invalid = Boolean(error);
  return (
    <>
      <Form.Label htmlFor={ids.control}>{label}</Form.Label>
      <Form.Control
        type="file"
        id={ids.control}
        name={name}
        multiple
        accept={accept.join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFiles(filesOf(event))}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids.hint, invalid && ids.error)}
      />
      <Form.Text id={ids.hint} className="d-block">
        {hint}
      </Form.Text>
      <FieldError id={ids.error} message={error} />
    </>
  );
}

/**
 * Image files (several, previewed) and the main-image choice. In edit mode without new files
 * the product's current images are shown and the main image is chosen among them.
 */
export function ProductImagesField({ currentImages }: { currentImages: Array<{ imageUrl: string }> }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<ProductFormValues>();
  const previews = useObjectUrls(values.images);
  const mainIds = fieldIds('mainImageIndex');
  const imagesError = touched.images || submitCount > 0 ? textOf(errors.images) : undefined;
  const mainError = touched.images || touched.mainImageIndex || submitCount > 0 ? textOf(errors.mainImageIndex) : undefined;
  const choices =
    values.images.length > 0
      ? values.images.map((file, index) => ({ key: `${file.name}-${index}`, src: previews[index], label: file.name }))
      : currentImages.map((image, index) => ({ key: image.imageUrl, src: image.imageUrl, label: `Current image ${index + 1}` }));

  const onFiles = (files: File[]) => {
    void setFieldValue('images', files);
    void setFieldValue('mainImageIndex', 0);
    void setFieldTouched('images', true, false);
  };

  return (
    <Form.Group className="mb-3">
      <FilePicker
        name="images"
        label="Images"
        accept={PRODUCT_IMAGE_TYPES}
        error={imagesError}
        onFiles={onFiles}
        hint={
          <>
            JPEG, PNG, GIF, WebP or AVIF; up to {U.maxImages} images of {formatMegabytes(U.maxImageBytes)} each.
            {currentImages.length > 0 && ' New images replace the current ones.'}
          </>
        }
      />
      {choices.length > 0 && (
        <fieldset className="mt-3" aria-describedby={mainError ? mainIds.error : undefined}>
          <legend className="form-label fs-6 mb-2">Main image</legend>
          <div className="d-flex flex-wrap gap-3">
            {choices.map((choice, index) => (
              <div key={choice.key} className="product-preview">
                {choice.src && <img src={choice.src} alt="" width={80} height={80} className="product-preview__image" />}
                <Form.Check
                  type="radio"
                  name="mainImageIndex"
                  id={`main-image-${index}`}
                  label={choice.label}
                  checked={values.mainImageIndex === index}
                  onChange={() => void setFieldValue('mainImageIndex', index)}
                  className="small text-break"
                />
              </div>
            ))}
          </div>
          <FieldError id={mainIds.error} message={mainError} />
        </fieldset>
      )}
    </Form.Group>
  );
}

/** Video files (several). In edit mode the current videos stay unless new ones are chosen. */
export function ProductVideosField({ currentCount }: { currentCount: number }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<ProductFormValues>();
  const error = touched.videos || submitCount > 0 ? textOf(errors.videos) : undefined;
  return (
    <Form.Group className="mb-3">
      <FilePicker
        name="videos"
        label="Videos"
        accept={PRODUCT_VIDEO_TYPES}
        error={error}
        onFiles={(files) => {
          void setFieldValue('videos', files);
          void setFieldTouched('videos', true, false);
        }}
        hint={
          <>
            MP4 or WebM; up to {U.maxVideos} videos of {formatMegabytes(U.maxVideoBytes)} each.
            {currentCount > 0 && ` The product's ${currentCount} current video${currentCount === 1 ? ' stays' : 's stay'} unless you choose new ones.`}
          </>
        }
      />
      {values.videos.length > 0 && (
        <ul className="small mt-2 mb-0">
          {values.videos.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name} ({(file.size / (1024 * 1024)).toFixed(1)} MB)
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
