import type { Request } from 'express';
import { addDays, isIsoDate, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { badRequest } from './httpError';

/** ISO UTC bounds of a run of IST days: from the start of `from` until (excluded) the end of `to`. */
export interface IstDayBounds {
  from?: string;
  until?: string;
}

/** The ISO UTC instant at which the IST day `iso` (YYYY-MM-DD) starts. */
export const istDayStartIso = (iso: string): string => new Date(istDayStart(iso)).toISOString();

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, calendar days in IST (the company's time), as ISO UTC bounds
 * of a timestamp column; either may be left out; 400 for anything but a real date.
 */
export function istDayRange(req: Pick<Request, 'query'>): IstDayBounds {
  const day = (name: 'from' | 'to') => {
    const value = req.query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isIsoDate(value))
      throw badRequest('Invalid list parameters', { [name]: [`${name} must be a date (YYYY-MM-DD)`] });
    return value;
  };
  const from = day('from');
  const to = day('to');
  return {
    from: from === undefined ? undefined : istDayStartIso(from),
    until: to === undefined ? undefined : istDayStartIso(addDays(to, 1)),
  };
}
