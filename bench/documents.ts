import { performance } from 'node:perf_hooks';
import { invoiceContent } from '../server/modules/billing/documentContent';
import { renderDocumentPdf } from '../server/modules/billing/documentPdf';
import { invoiceInput } from '../server/modules/billing/billingFixtures';
import { gstStateCode } from '../server/modules/billing/sellerProfile.service';
import { loadConfig } from '../server/platform/config';
import { SHORT } from './lib/mode';

/**
 * npm run bench:documents — how long a tax invoice's PDF takes to render and how large it is. The
 * outbox renders it when it sends the mail the document goes with (after the order's transaction),
 * on the main thread of the process that sends.
 * Budgets: a typical invoice (2 lines) renders in under 150 ms at the 95th percentile and weighs
 * under 120 KB; a 70-line one renders in under 600 ms. Exits 1 on a missed budget. Short mode
 * (bench:ci) renders 10 of each and reports the timings without enforcing them, as the other
 * benches' short runs do; the size is always enforced.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? (SHORT ? 10 : 40));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function measure(label: string, lines: number, budgetMs: number) {
  const defaults = loadConfig({}).seller;
  const seller = { ...defaults, stateCode: gstStateCode(defaults.state), source: 'defaults' as const, updatedAt: null };
  const many = Array.from({ length: lines }, (_, index) => ({
    description: `Event decor item ${index + 1}, design ${index + 1} with gold trim`,
    hsnCode: '6702',
    gstRate: 12 as const,
    unitPrice: 499.5 + index,
    quantity: 1 + (index % 3),
  }));
  const input = invoiceInput({ id: 1, orderNumber: 'UE-20261127-00001' }, lines > 2 ? { lines: many } : {});
  const content = invoiceContent(input, seller, gstStateCode, {
    number: 'UE/26-27/000001',
    issuedAt: '2026-11-27T09:00:00.000Z',
  });
  await renderDocumentPdf(content); // warm: fonts read and parsed once per process
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    bytes = (await renderDocumentPdf(content)).length;
    times.push(performance.now() - started);
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(
    `${label.padEnd(22)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  size ${(bytes / 1024).toFixed(1)} KB`,
  );
  return { p95, bytes, budgetMs };
}

async function main() {
  console.log(`Tax invoice PDFs, ${RUNS} renders each (pdfkit, DejaVu Sans embedded)`);
  const results = [await measure('invoice, 2 lines', 2, 150), await measure('invoice, 70 lines', 70, 600)];
  const missed = results.filter((result) => result.p95 > result.budgetMs);
  const heavy = results[0].bytes > 120 * 1024;
  if (heavy || (missed.length && !SHORT)) {
    console.log(
      `Budget missed: ${missed.map((result) => `p95 ${result.p95.toFixed(0)} ms > ${result.budgetMs} ms`).join(', ')}${heavy ? ' size > 120 KB' : ''}`,
    );
    process.exit(1);
  }
  console.log(missed.length ? 'Timings over budget (short mode: reported, not enforced).' : 'Budgets met.');
}

void main();
