import type { BookingState } from './bookingSlice';

const filled = (value: string) => value.trim() !== '';

/** What the current step still needs before Next is enabled (spec's Validation rules rules, in words). */
export function missingToProceed(state: BookingState): string[] {
  const { formData } = state;
  switch (state.step) {
    case 1:
      return state.selectedServiceId === null ? ['a service'] : [];
    case 2:
      return [
        ...(state.selectedDate === null ? ['a day'] : []),
        ...(state.selectedTime === null ? ['a time'] : []),
        ...(formData.preferredMethod === '' ? ['a contact method'] : []),
      ];
    case 3:
      return [
        ...(filled(formData.name) ? [] : ['your full name']),
        ...(filled(formData.email) ? [] : ['your email address']),
        ...(filled(formData.phone) ? [] : ['your phone number']),
        ...(filled(formData.message) ? [] : ['the event details']),
      ];
    default:
      return [];
  }
}

/** `a day, a time and a contact method` */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
