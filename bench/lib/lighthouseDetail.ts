/**
 * BENCH_DETAIL=1 npm run bench:web: what a page's figures are made of, from the last run's report:
 * the LCP element with its phases (how long until the request, the download, the render) and the
 * main thread's long tasks with the script that ran them. Tells where to work before changing code.
 */
type Details = { items?: Array<Record<string, unknown>>; type?: string };

function table(details: Details | undefined): Array<Record<string, unknown>> {
  if (!details?.items) return [];
  // The LCP element audit nests two tables (the element, then its phases) in a list.
  return details.type === 'list' ? details.items.flatMap((item) => table(item as Details)) : details.items;
}

export function describeRun(page: string, audits: Record<string, { details?: unknown }>): string[] {
  const lines = [`  ${page}:`];
  for (const row of table(audits['largest-contentful-paint-element']?.details as Details)) {
    const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node) lines.push(`    LCP element: ${node.snippet ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"`);
    else if (row.phase) lines.push(`    LCP ${String(row.phase)}: ${Math.round(Number(row.timing))} ms`);
  }
  // What the browser fetched before the (unthrottled, observed) LCP paint: in Lighthouse's
  // simulation every such request can delay the LCP, needed for it or not.
  const observedLcp = Number(
    table(audits.metrics?.details as Details)[0]?.observedLargestContentfulPaint ?? Number.NaN,
  );
  for (const request of table(audits['network-requests']?.details as Details)) {
    if (Number(request.networkRequestTime) > observedLcp) continue;
    lines.push(
      `    before LCP: ${String(request.url)
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 70)} ${Math.round(Number(request.transferSize) / 1024)} KB`,
    );
  }
  for (const shift of table(audits['layout-shifts']?.details as Details)) {
    const node = shift.node as { snippet?: string } | undefined;
    lines.push(`    layout shift ${Number(shift.score).toFixed(3)}: ${(node?.snippet ?? '').slice(0, 120)}`);
  }
  const tasks = table(audits['long-tasks']?.details as Details).slice(0, 6);
  for (const task of tasks) {
    lines.push(
      `    long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms ${String(task.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
  return lines;
}
