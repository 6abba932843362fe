import { useMemo } from 'react';
import type { BookingAvailability } from '@/shared/contract/booking';
import { useGetClosedDatesQuery } from '../api/bookingApi';

/** The whole days the company has blocked (holidays): the month view does not offer them. */
export function useClosedDays(): Set<string> {
  const { data } = useGetClosedDatesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return useMemo(() => new Set(data?.dates ?? []), [data]);
}

/** The slots of `date` the company has closed, from the day's availability answer. */
export const closedSlotsOf = (availability: BookingAvailability | undefined, date: string | null): Set<string> =>
  new Set(availability && availability.date === date ? (availability.closed ?? []) : []);
