import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatInr } from '@/shared/lib/formatInr';
import { useBagProductQuery } from '../api/bagProductsApi';
import { lineLimit } from '../model/stockLimit';
import { CART_TEXT } from '../model/text';
import type { CartLine } from '../model/types';
import { lineLabel, lineOptions } from './lineLabel';

export interface BagLineProps {
  line: CartLine;
  onIncrease(): void;
  onDecrease(): void;
  /** A typed quantity, already limited to 1..the line's limit. */
  onSetQuantity(quantity: number): void;
  onRemove(): void;
}

/**
 * One bag line: picture, name and options, unit price, quantity stepper with a box to type the
 * quantity in, line total, remove. The line allows at most the stock left (and the per-line cap);
 * at that limit it says so and + does nothing.
 */
export function BagLine({ line, onIncrease, onDecrease, onSetQuantity, onRemove }: BagLineProps) {
  const label = lineLabel(line);
  const options = lineOptions(line);
  const { data: product } = useBagProductQuery(line.id);
  const limit = lineLimit(line, product);
  const atMinimum = line.quantity <= 1;
  const atLimit = line.quantity >= limit;
  const noteId = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  // Empty, zero or nonsense keeps the line at 1 (removing is the Remove button's job); more than allowed is the limit.
  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    const quantity = Math.max(1, Math.min(Number.isFinite(typed) ? typed : line.quantity, Math.max(limit, 1)));
    setDraft(String(quantity));
    if (quantity !== line.quantity) onSetQuantity(quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  return (
    <li className="bag-line d-flex gap-3 py-3 border-bottom">
      <img src={line.image} alt="" width={64} height={64} className="bag-line__image rounded flex-shrink-0" />
      <div className="flex-grow-1 min-w-0">
        <p className="fw-semibold mb-0">{line.name}</p>
        {options && <p className="small text-body-secondary mb-1">{options}</p>}
        <p className="small mb-2">{formatInr(line.price)}</p>
        <div className="d-flex align-items-center gap-2">
          <div
            className="input-group input-group-sm bag-line__stepper"
            role="group"
            aria-label={`${CART_TEXT.quantity}: ${label}`}
          >
            {/* Decrease stops at 1 (spec: States and transitions): the button stays focusable but does nothing there. */}
            <button
              type="button"
              className={`btn btn-outline-secondary${atMinimum ? ' disabled-look' : ''}`}
              aria-label={CART_TEXT.decrease(label)}
              aria-disabled={atMinimum || undefined}
              onClick={atMinimum ? undefined : onDecrease}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(limit, 1)}
              className="form-control text-center bag-line__quantity"
              aria-label={CART_TEXT.quantityOf(label)}
              aria-describedby={atLimit ? noteId : undefined}
              data-testid="bag-line-quantity"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className={`btn btn-outline-secondary${atLimit ? ' disabled-look' : ''}`}
              aria-label={CART_TEXT.increase(label)}
              aria-disabled={atLimit || undefined}
              aria-describedby={atLimit ? noteId : undefined}
              onClick={atLimit ? undefined : onIncrease}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="btn btn-link btn-sm text-danger ms-auto"
            aria-label={CART_TEXT.remove(label)}
            onClick={onRemove}
          >
            {CART_TEXT.removeLabel}
          </button>
        </div>
        {atLimit && (
          <p id={noteId} className="small text-body-secondary mb-0 mt-1" data-testid="bag-line-limit">
            {limit === 0 ? CART_TEXT.soldOut : CART_TEXT.stockLimit(limit)}
          </p>
        )}
      </div>
      <p className="fw-semibold mb-0 text-end">{formatInr(line.price * line.quantity)}</p>
    </li>
  );
}
