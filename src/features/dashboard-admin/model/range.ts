import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_MAX_DAYS } from '@/shared/contract/dashboard';
import { addDays, isIsoDate, istDateOf } from '@/shared/contract/fields/bookingDates';

/** The dashboard's periods; `custom` reads `from` and `to` from the address. */
export const DASHBOARD_PRESETS = ['today', '7d', 'month', '30d', 'custom'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
const DEFAULT_PRESET: DashboardPreset = '7d';

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The IST days a preset covers on `today` (an IST date). */
export function presetRange(preset: Exclude<DashboardPreset, 'custom'>, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
  }
}

export interface DashboardRangeState {
  preset: DashboardPreset;
  /** What the custom fields show (the preset's days otherwise). */
  from: string;
  to: string;
  /** The days to report on, or null while a custom range is not a valid one. */
  range: { from: string; to: string } | null;
  setPreset: (preset: DashboardPreset) => void;
  setDay: (name: 'from' | 'to', value: string) => void;
}

/**
 * The dashboard's period, kept in the address (`?range=30d`, `?range=custom&from=&to=`) so a
 * reload or a shared link shows the same figures; days are IST.
 */
export function useDashboardRange(now: number = Date.now()): DashboardRangeState {
  const [params, setParams] = useSearchParams();
  const today = istDateOf(now);
  const asked = params.get('range');
  const preset = (DASHBOARD_PRESETS as readonly string[]).includes(asked ?? '')
    ? (asked as DashboardPreset)
    : DEFAULT_PRESET;

  const state = useMemo(() => {
    if (preset !== 'custom') {
      const range = presetRange(preset, today);
      return { ...range, range };
    }
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const valid = isIsoDate(from) && isIsoDate(to) && from <= to && daysBetween(from, to) <= DASHBOARD_MAX_DAYS;
    return { from, to, range: valid ? { from, to } : null };
  }, [preset, today, params]);

  const setPreset = useCallback(
    (next: DashboardPreset) =>
      setParams(
        () => {
          if (next !== 'custom') return new URLSearchParams({ range: next });
          // A custom range starts from the days shown, so the figures stay until a date changes.
          return new URLSearchParams({ range: 'custom', from: state.from, to: state.to });
        },
        { replace: true },
      ),
    [setParams, state.from, state.to],
  );
  const setDay = useCallback(
    (name: 'from' | 'to', value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('range', 'custom');
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { preset, ...state, setPreset, setDay };
}
