import { niceCeiling, plotArea, ticks } from './chartScale';

describe('chart scales', () => {
  it('round the axis maximum up to a readable number', () => {
    expect(niceCeiling(342)).toBe(400);
    expect(niceCeiling(5120)).toBe(6000);
    expect(niceCeiling(38)).toBe(40);
    expect(niceCeiling(0)).toBe(1);
    expect(ticks(400)).toEqual([0, 100, 200, 300, 400]);
  });

  it('maps the first and last points to the edges of the plot', () => {
    const frame = { width: 100, height: 60, left: 10, right: 10, top: 10, bottom: 10 };
    const area = plotArea(frame, 5, 100);
    expect(area.x(0)).toBe(10);
    expect(area.x(4)).toBe(90);
    expect(area.y(0)).toBe(50);
    expect(area.y(100)).toBe(10);
    expect(plotArea(frame, 4, 100, true).x(0)).toBe(20);
  });
});
