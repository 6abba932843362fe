import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FieldError, fieldIds } from '@/shared/ui/form';
import { PRODUCT_MEDIA_TEXT as T } from '../model/text';

type Kind = 'image' | 'video';
type Action = 'up' | 'down' | 'remove';

export interface CurrentMediaListProps {
  kind: Kind;
  /** The kept files' URLs, in order (an image's URL is its thumbnail). */
  urls: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The server's answer about the list (KeepImages / KeepVideos). */
  error?: string;
}

const THUMB = 64;

/**
 * The product's current images or videos in edit mode, each with Move up, Move down and Remove.
 * Focus follows the item: after a move it stays on the moved item's button (the other arrow when
 * it reached an end), after a removal it goes to the next item's Remove, or to the list once empty.
 * Each change is announced in a polite live region.
 */
export function CurrentMediaList({ kind, urls, onMove, onRemove, error }: CurrentMediaListProps) {
  const ids = fieldIds(kind === 'image' ? 'keptImages' : 'keptVideos');
  const headingId = `${ids.control}-heading`;
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  // What to focus once the list has been drawn again: a button (URL and action) or the list itself.
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const element = target === 'list' ? list.current : buttons.current.get(target);
    if (!element) return; // not drawn yet
    pendingFocus.current = null;
    element.focus();
  });

  const buttonRef = (url: string, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${url}|${action}`, element);
    else buttons.current.delete(`${url}|${action}`);
  };

  const move = (from: number, to: number) => {
    const direction: Action = to < from ? 'up' : 'down';
    // At the top its Move up is disabled (and cannot hold focus): the other arrow then.
    const blocked = direction === 'up' ? to === 0 : to === urls.length - 1;
    pendingFocus.current = `${urls[from]}|${blocked ? (direction === 'up' ? 'down' : 'up') : direction}`;
    onMove(from, to);
    setAnnouncement(T.moved(kind, from + 1, to + 1, urls.length));
  };

  const remove = (index: number) => {
    const left = urls.filter((_, i) => i !== index);
    const next = left[index] ?? left[index - 1];
    pendingFocus.current = next === undefined ? 'list' : `${next}|remove`;
    onRemove(index);
    setAnnouncement(T.removed(kind, index + 1, left.length));
  };

  return (
    <div
      ref={list}
      role="group"
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={error ? ids.error : undefined}
      className="current-media mb-3"
    >
      <p id={headingId} className="form-label mb-1">
        {T.current(kind)}
      </p>
      {urls.length === 0 ? (
        <p className="small text-body-secondary mb-0">{T.noneKept(kind)}</p>
      ) : (
        <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
          {urls.map((url, index) => {
            const position = index + 1;
            return (
              <li key={url} className="d-flex flex-wrap align-items-center gap-2">
                {kind === 'image' ? (
                  <img
                    src={url}
                    alt=""
                    width={THUMB}
                    height={THUMB}
                    loading="lazy"
                    decoding="async"
                    className="product-preview__image mb-0"
                  />
                ) : (
                  <span
                    className="product-thumb d-inline-flex align-items-center justify-content-center"
                    style={{ width: THUMB, height: THUMB }}
                    aria-hidden="true"
                  >
                    ▶
                  </span>
                )}
                <span className="me-auto">{T.label(kind, position)}</span>
                <span className="d-flex gap-1">
                  <Button
                    ref={buttonRef(url, 'up')}
                    size="sm"
                    variant="outline-secondary"
                    aria-label={T.moveUp(kind, position)}
                    title={T.moveUp(kind, position)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    ref={buttonRef(url, 'down')}
                    size="sm"
                    variant="outline-secondary"
                    aria-label={T.moveDown(kind, position)}
                    title={T.moveDown(kind, position)}
                    disabled={index === urls.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    ref={buttonRef(url, 'remove')}
                    size="sm"
                    variant="outline-danger"
                    aria-label={T.remove(kind, position)}
                    onClick={() => remove(index)}
                  >
                    {T.removeShort}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={ids.error} message={error} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
