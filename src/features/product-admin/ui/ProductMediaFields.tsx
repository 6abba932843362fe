import { useFormikContext } from 'formik';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import {
  PRODUCT_IMAGE_TYPES,
  PRODUCT_UPLOAD_LIMITS as U,
  PRODUCT_VIDEO_TYPES,
  formatMegabytes,
} from '@/shared/config/products';
import { FieldError, fieldIds } from '@/shared/ui/form';
import { mainIndexAfterMove, mainIndexAfterRemove, moveItem } from '../model/mediaList';
import type { ProductFormValues } from '../model/productForm';
import { PRODUCT_MEDIA_TEXT as T } from '../model/text';
import { CurrentMediaList } from './CurrentMediaList';

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
function FilePicker(props: {
  name: 'images' | 'videos';
  label: string;
  accept: readonly string[];
  hint: ReactNode;
  error?: string;
  onFiles: (files: File[]) => void;
}) {
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
 * Image files (several, previewed) and the main-image choice. In edit mode the product's current
 * images are listed first (kept, reordered, removed), new files come after them, and the main image
 * is chosen among both.
 */
export function ProductImagesField({ editing }: { editing: boolean }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ProductFormValues>();
  const previews = useObjectUrls(values.images);
  const mainIds = fieldIds('mainImageIndex');
  const imagesError = touched.images || submitCount > 0 ? textOf(errors.images) : undefined;
  const mainError =
    touched.images || touched.mainImageIndex || submitCount > 0 ? textOf(errors.mainImageIndex) : undefined;
  const kept = values.keptImages;
  const choices = [
    ...kept.map((image, index) => ({ key: image.imageUrl, src: image.imageUrl, label: T.label('image', index + 1) })),
    ...values.images.map((file, index) => ({
      key: `new-${file.name}-${index}`,
      src: previews[index],
      label: file.name,
    })),
  ];

  const onFiles = (files: File[]) => {
    void setFieldValue('images', files);
    // A main image among the kept ones stays; one among the replaced new files goes back to the first.
    if (values.mainImageIndex >= kept.length) void setFieldValue('mainImageIndex', 0);
    void setFieldTouched('images', true, false);
  };
  const onMove = (from: number, to: number) => {
    void setFieldValue('keptImages', moveItem(kept, from, to));
    void setFieldValue('mainImageIndex', mainIndexAfterMove(values.mainImageIndex, from, to));
  };
  const onRemove = (index: number) => {
    void setFieldValue(
      'keptImages',
      kept.filter((_, i) => i !== index),
    );
    void setFieldValue('mainImageIndex', mainIndexAfterRemove(values.mainImageIndex, index));
  };

  return (
    <Form.Group className="mb-3">
      {editing && (
        <CurrentMediaList
          kind="image"
          urls={kept.map((image) => image.imageUrl)}
          onMove={onMove}
          onRemove={onRemove}
          error={textOf(errors.keptImages)}
        />
      )}
      <FilePicker
        name="images"
        label={T.images}
        accept={PRODUCT_IMAGE_TYPES}
        error={imagesError}
        onFiles={onFiles}
        hint={
          <>
            JPEG, PNG, GIF, WebP or AVIF; up to {U.maxImages} images of {formatMegabytes(U.maxImageBytes)} each.
            {editing && ` ${T.addImagesHint}`}
          </>
        }
      />
      {choices.length > 0 && (
        <fieldset className="mt-3" aria-describedby={mainError ? mainIds.error : undefined}>
          <legend className="form-label fs-6 mb-2">{T.mainImage}</legend>
          <div className="d-flex flex-wrap gap-3">
            {choices.map((choice, index) => (
              <div key={choice.key} className="product-preview">
                {choice.src && (
                  <img src={choice.src} alt="" width={80} height={80} className="product-preview__image" />
                )}
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

/** Video files (several). In edit mode the current videos are listed first (kept, reordered, removed); new files come after them. */
export function ProductVideosField({ editing }: { editing: boolean }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ProductFormValues>();
  const error = touched.videos || submitCount > 0 ? textOf(errors.videos) : undefined;
  const kept = values.keptVideos;
  return (
    <Form.Group className="mb-3">
      {editing && (
        <CurrentMediaList
          kind="video"
          urls={kept.map((video) => video.videoUrl)}
          onMove={(from, to) => void setFieldValue('keptVideos', moveItem(kept, from, to))}
          onRemove={(index) =>
            void setFieldValue(
              'keptVideos',
              kept.filter((_, i) => i !== index),
            )
          }
          error={textOf(errors.keptVideos)}
        />
      )}
      <FilePicker
        name="videos"
        label={T.videos}
        accept={PRODUCT_VIDEO_TYPES}
        error={error}
        onFiles={(files) => {
          void setFieldValue('videos', files);
          void setFieldTouched('videos', true, false);
        }}
        hint={
          <>
            MP4 or WebM; up to {U.maxVideos} videos of {formatMegabytes(U.maxVideoBytes)} each.
            {editing && ` ${T.addVideosHint}`}
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
