import { createTestApp } from '../../test/testApp';
import { EVENT_LOOP_PROBE_PATH } from './eventLoopProbe';

describe('the event-loop probe', () => {
  it('is not served unless EVENT_LOOP_PROBE=1 turned it on', async () => {
    const t = await createTestApp();
    try {
      const res = await t.api.get(EVENT_LOOP_PROBE_PATH);
      expect(res.status).toBe(404);
      expect(res.body).not.toHaveProperty('p99Ms');
    } finally {
      await t.close();
    }
  });

  it('when on, answers the delay since the last read and starts again', async () => {
    const t = await createTestApp({ config: { eventLoopProbe: true } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const first = await t.api.get(EVENT_LOOP_PROBE_PATH);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ p99Ms: expect.any(Number), maxMs: expect.any(Number), samples: expect.any(Number) });
      expect(first.body.samples).toBeGreaterThan(0);
      const again = await t.api.get(EVENT_LOOP_PROBE_PATH);
      expect(again.body.samples).toBeLessThan(first.body.samples);
    } finally {
      await t.close();
    }
  });
});
