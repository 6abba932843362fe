import { CONTACT_METHOD_LABELS, EVENT_TYPE_LABELS } from '@/content/booking';
import { formatBookingDate } from '@/shared/contract/fields/bookingDates';
import {
  catalogueGroupOf,
  findCatalogueItem,
  formatCataloguePrice,
  type CatalogueItem,
} from '@/content/serviceCatalogue';
import type { BookingRequest } from '@/shared/contract/booking';
import type { BookingState } from './bookingSlice';
import { BOOKING_TEXT } from './text';

export const selectedServiceOf = (state: BookingState): CatalogueItem | undefined =>
  state.selectedServiceId === null ? undefined : findCatalogueItem(state.selectedServiceId);

export interface ReviewRow {
  label: string;
  value: string;
}

const orNotProvided = (value: string) => (value.trim() === '' ? BOOKING_TEXT.notProvided : value.trim());

/** The step 4 summary: chosen values read `Not selected` when missing, typed ones `Not provided`. */
export function reviewRows(state: BookingState): ReviewRow[] {
  const service = selectedServiceOf(state);
  const { formData } = state;
  return [
    { label: 'Service', value: service?.name ?? BOOKING_TEXT.notSelected },
    {
      label: 'Date',
      value: state.selectedDate === null ? BOOKING_TEXT.notSelected : formatBookingDate(state.selectedDate),
    },
    { label: 'Time', value: state.selectedTime ?? BOOKING_TEXT.notSelected },
    {
      label: 'Contact Method',
      value: formData.preferredMethod ? CONTACT_METHOD_LABELS[formData.preferredMethod] : BOOKING_TEXT.notSelected,
    },
    { label: 'Name', value: orNotProvided(formData.name) },
    { label: 'Email', value: orNotProvided(formData.email) },
    { label: 'Phone', value: orNotProvided(formData.phone) },
    {
      label: 'Event Type',
      value: formData.eventType ? EVENT_TYPE_LABELS[formData.eventType] : BOOKING_TEXT.notSelected,
    },
  ];
}

/** The item's price, or `To be determined` (no service or a price on request). */
export const totalAmountOf = (state: BookingState) =>
  formatCataloguePrice(selectedServiceOf(state)?.price ?? '', BOOKING_TEXT.toBeDetermined);

/** The spec's payload; null while something required is missing. */
export function toBookingRequest(state: BookingState): BookingRequest | null {
  const service = selectedServiceOf(state);
  if (!service || state.selectedDate === null || state.selectedTime === null) return null;
  const trimmed = Object.fromEntries(
    Object.entries(state.formData).map(([key, value]) => [key, value.trim()]),
  ) as BookingState['formData'];
  return {
    selectedService: {
      id: service.id,
      name: service.name,
      price: service.price,
      features: [...service.features],
      icon: service.icon,
      color: catalogueGroupOf(service.id)?.color,
    },
    selectedDate: state.selectedDate,
    selectedTime: state.selectedTime,
    formData: trimmed,
  };
}
