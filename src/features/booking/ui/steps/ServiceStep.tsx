import { useEffect, useRef, useState, type RefObject } from 'react';
import { BOOKING_CATEGORIES, type BookingCategory } from '@/content/booking';
import { catalogueGroupFor, formatCataloguePrice } from '@/content/serviceCatalogue';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import eventsArt from '../art/events.svg';
import productsArt from '../art/products.svg';
import servicesArt from '../art/services.svg';
import { bookingActions, selectBooking } from '../../model/bookingSlice';
import { PRICE_FILTERS, filterItems, type PriceFilter } from '../../model/itemFilter';
import { selectedServiceOf } from '../../model/review';
import { BOOKING_TEXT } from '../../model/text';
import { CatalogueFeatureList, CatalogueItemSummary } from '../CatalogueItemBody';
import { NEXT_BUTTON_ID } from './detailsFormId';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

const ART: Record<BookingCategory, string> = { services: servicesArt, products: productsArt, events: eventsArt };

/** Step 1: three category tiles; a chosen category lists its items, one of which is selected. */
export function ServiceStep() {
  const dispatch = useFeatureDispatch();
  const booking = useFeatureSelector(selectBooking);
  const selected = selectedServiceOf(booking);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tiles = useRef<Partial<Record<BookingCategory, HTMLButtonElement | null>>>({});
  const lastCategory = useRef<BookingCategory | null>(booking.category);

  // Keyboard users land on the list after choosing a tile, and back on that tile after Back to Categories.
  useEffect(() => {
    const previous = lastCategory.current;
    lastCategory.current = booking.category;
    if (previous === booking.category) return;
    if (booking.category) listHeading.current?.focus();
    else if (previous) tiles.current[previous]?.focus();
  }, [booking.category]);

  return (
    <div>
      {selected && (
        <p className="mb-3" aria-live="polite">
          Selected: <strong>{selected.name}</strong> (
          {formatCataloguePrice(selected.price, BOOKING_TEXT.contactForPricing)})
        </p>
      )}
      {booking.category === null ? (
        <div className="row g-3" role="group" aria-label="Service categories">
          {BOOKING_CATEGORIES.map((category) => {
            const group = catalogueGroupFor(category);
            return (
              <div className="col-md-4" key={category}>
                <button
                  type="button"
                  className="booking-tile card h-100 w-100 text-start p-0"
                  ref={(element) => {
                    tiles.current[category] = element;
                  }}
                  onClick={() => dispatch(bookingActions.categoryChosen(category))}
                >
                  <img src={ART[category]} alt="" width={160} height={96} className="booking-tile__art card-img-top" />
                  <span className="card-body d-block">
                    <span className="d-block h5 mb-1">{BOOKING_TEXT.categories[category]}</span>
                    <span className="d-block small text-body-secondary">{group.description}</span>
                    <span className="d-block small mt-2 fw-semibold">{group.items.length} options</span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      ) : (
        <CategoryItems category={booking.category} selectedId={booking.selectedServiceId} headingRef={listHeading} />
      )}
    </div>
  );
}

function CategoryItems(props: {
  category: BookingCategory;
  selectedId: number | null;
  headingRef: RefObject<HTMLHeadingElement>;
}) {
  const { category, selectedId, headingRef } = props;
  const dispatch = useFeatureDispatch();
  const group = catalogueGroupFor(category);
  const [query, setQuery] = useState('');
  const [price, setPrice] = useState<PriceFilter>('any');
  const shown = filterItems(group.items, query, price);
  // Arrow keys move the choice inside the radio group: only a click, Space or Enter jumps to Next.
  const lastKey = useRef<string | null>(null);
  const choose = (id: number) => {
    dispatch(bookingActions.serviceSelected(id));
    if (lastKey.current && ARROW_KEYS.has(lastKey.current)) return;
    // After the re-render that enables Next; focus() also scrolls it into view.
    setTimeout(() => document.getElementById(NEXT_BUTTON_ID)?.focus(), 0);
  };
  const label = BOOKING_TEXT.categories[category];
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h3 className="h4 mb-0" id="booking-items-heading" ref={headingRef} tabIndex={-1}>
          {BOOKING_TEXT.categories[category]}: choose one
        </h3>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => dispatch(bookingActions.categoryCleared())}
        >
          {BOOKING_TEXT.backToCategories}
        </button>
      </div>
      <div className="row g-2 mb-3 align-items-end">
        <div className="col-sm-7">
          <label className="form-label" htmlFor="booking-item-search">
            {BOOKING_TEXT.searchItems(label)}
          </label>
          <input
            id="booking-item-search"
            type="search"
            className="form-control"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="booking-items-count"
          />
        </div>
        <div className="col-sm-5">
          <label className="form-label" htmlFor="booking-item-price">
            {BOOKING_TEXT.priceFilter}
          </label>
          <select
            id="booking-item-price"
            className="form-select"
            value={price}
            onChange={(event) => setPrice(event.target.value as PriceFilter)}
          >
            {PRICE_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="booking-items-count" className="small text-body-secondary" aria-live="polite">
        {shown.length === 0 ? BOOKING_TEXT.noItems : BOOKING_TEXT.itemsShown(shown.length, group.items.length)}
      </p>
      <div
        className="row g-3"
        role="radiogroup"
        aria-labelledby="booking-items-heading"
        onKeyDown={(event) => (lastKey.current = event.key)}
        onPointerDown={() => (lastKey.current = null)}
      >
        {shown.map((item) => {
          const inputId = `booking-service-${item.id}`;
          const checked = selectedId === item.id;
          return (
            <div className="col-sm-6 col-lg-4" key={item.id}>
              <div className={`service-option card h-100 p-3${checked ? ' service-option--selected' : ''}`}>
                <input
                  type="radio"
                  className="btn-check"
                  name="booking-service"
                  id={inputId}
                  value={item.id}
                  checked={checked}
                  aria-describedby={`${inputId}-features`}
                  onChange={() => choose(item.id)}
                />
                <label htmlFor={inputId} className="service-option__label">
                  <CatalogueItemSummary item={item} />
                </label>
                <CatalogueFeatureList item={item} id={`${inputId}-features`} />
                {checked && <span className="badge text-bg-primary service-option__badge">Selected</span>}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
