import { formatInr } from '@/shared/lib/formatInr';
import { CART_TEXT } from '../model/text';
import type { CartLine } from '../model/types';
import { lineLabel, lineOptions } from './lineLabel';

export interface BagLineProps {
  line: CartLine;
  onIncrease(): void;
  onDecrease(): void;
  onRemove(): void;
}

/** One bag line: picture, name and options, unit price, quantity stepper, line total, remove. */
export function BagLine({ line, onIncrease, onDecrease, onRemove }: BagLineProps) {
  const label = lineLabel(line);
  const options = lineOptions(line);
  const atMinimum = line.quantity <= 1;
  return (
    <li className="bag-line d-flex gap-3 py-3 border-bottom">
      <img src={line.image} alt="" width={64} height={64} className="bag-line__image rounded flex-shrink-0" />
      <div className="flex-grow-1 min-w-0">
        <p className="fw-semibold mb-0">{line.name}</p>
        {options && <p className="small text-body-secondary mb-1">{options}</p>}
        <p className="small mb-2">{formatInr(line.price)}</p>
        <div className="d-flex align-items-center gap-2">
          <div className="input-group input-group-sm bag-line__stepper" role="group" aria-label={`${CART_TEXT.quantity}: ${label}`}>
            {/* Decrease stops at 1 (spec §4): the button stays focusable but does nothing there. */}
            <button
              type="button"
              className={`btn btn-outline-secondary${atMinimum ? ' disabled-look' : ''}`}
              aria-label={CART_TEXT.decrease(label)}
              aria-disabled={atMinimum || undefined}
              onClick={atMinimum ? undefined : onDecrease}
            >
              −
            </button>
            <span className="input-group-text bg-white justify-content-center bag-line__quantity" data-testid="bag-line-quantity">
              {line.quantity}
            </span>
            <button type="button" className="btn btn-outline-secondary" aria-label={CART_TEXT.increase(label)} onClick={onIncrease}>
              +
            </button>
          </div>
          <button type="button" className="btn btn-link btn-sm text-danger ms-auto" aria-label={CART_TEXT.remove(label)} onClick={onRemove}>
            {CART_TEXT.removeLabel}
          </button>
        </div>
      </div>
      <p className="fw-semibold mb-0 text-end">{formatInr(line.price * line.quantity)}</p>
    </li>
  );
}
