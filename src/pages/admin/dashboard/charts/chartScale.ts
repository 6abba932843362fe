/** A round upper bound for an axis: 342 -> 400, 5120 -> 6000, 38 -> 40. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / magnitude) * magnitude;
}

/** `count + 1` evenly spaced tick values from 0 to `max`. */
export const ticks = (max: number, count = 4) => Array.from({ length: count + 1 }, (_, i) => (max / count) * i);

export const formatTick = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);

/** Series colours: brand maroon and a gold dark enough to read on white. */
export const SERIES_COLOURS = ['#7a1f3d', '#a86f00', '#1e6f8a'];

export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const DEFAULT_FRAME: ChartFrame = { width: 640, height: 260, left: 48, right: 16, top: 16, bottom: 32 };

/** Maps a category index and a value to SVG coordinates inside the frame. */
export function plotArea(frame: ChartFrame, categoryCount: number, max: number, bands = false) {
  const innerWidth = frame.width - frame.left - frame.right;
  const innerHeight = frame.height - frame.top - frame.bottom;
  const step = innerWidth / (bands ? categoryCount : Math.max(1, categoryCount - 1));
  return {
    innerWidth,
    innerHeight,
    step,
    x: (index: number) => frame.left + (bands ? step * index + step / 2 : step * index),
    y: (value: number) => frame.top + innerHeight - (value / max) * innerHeight,
  };
}
