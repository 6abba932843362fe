import type { AppContext } from '../../../context';
import { gatewayService } from './gateway.service';

const MINUTE = 60_000;

export const RECONCILIATION = {
  /** How often each process looks for payment links to ask the gateway about. */
  intervalMs: 5 * MINUTE,
  /** A link nothing has told us about for this long is asked about (a webhook may have been lost). */
  quietMs: 10 * MINUTE,
  /** A process asking about a link holds it this long; another process skips it meanwhile. */
  claimMs: 2 * MINUTE,
  /** Links asked about per run, so a backlog does not make one run long. */
  batch: 20,
};

/**
 * One run: the open links of orders still awaiting payment that have been quiet for `quietMs`,
 * each claimed by a conditional update (two processes never ask about the same link at once),
 * then asked about and applied through the same path as the callback. Answers how many it asked about.
 */
export async function reconcileGatewayPayments(ctx: AppContext, options: Partial<typeof RECONCILIATION> = {}) {
  const { quietMs, claimMs, batch } = { ...RECONCILIATION, ...options };
  if (!ctx.config.razorpay) return 0;
  const gateway = gatewayService(ctx);
  const now = ctx.clock.now();
  const quietSince = now - quietMs;
  let asked = 0;
  for (const row of await ctx.store.gatewayPayments.listQuiet(quietSince, now, batch)) {
    if (!(await ctx.store.gatewayPayments.claimForCheck(row.id, now, quietSince, claimMs))) continue;
    asked += 1;
    try {
      await gateway.confirmWithGateway(row);
    } catch (error) {
      ctx.log(error);
    }
  }
  return asked;
}

/** Runs the reconciliation every `intervalMs` in this process; returns a function that stops it. */
export function scheduleReconciliation(ctx: AppContext, intervalMs = RECONCILIATION.intervalMs): () => void {
  if (!ctx.config.razorpay) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void reconcileGatewayPayments(ctx)
      .catch(ctx.log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
