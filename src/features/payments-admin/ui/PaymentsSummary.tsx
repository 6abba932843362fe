import type { PaymentsTotal, PaymentsView } from '@/shared/contract/paymentsView';
import { PAYMENT_METHODS } from '@/shared/config/shop';
import { formatInr } from '@/shared/lib/formatInr';
import { PAYMENTS_ADMIN_TEXT as T } from '../model/text';

interface Card {
  key: keyof typeof T.cards;
  total: PaymentsTotal;
  count: string;
  detail?: string;
}

/** The five figures the accountant reads first: the month's money in, lapsed and back, and what is awaited and owed now. */
export function PaymentsSummary({ view }: { view: PaymentsView }) {
  const { received, awaiting, lapsed, refunds, refundsDue } = view;
  const cards: Card[] = [
    {
      key: 'received',
      total: received.total,
      count: `${T.orders(received.total.count)} ${T.inMonth}`,
      detail: PAYMENT_METHODS.filter((method) => received.byMethod[method].count > 0)
        .map((method) => `${T.methods[method]} ${formatInr(received.byMethod[method].amount)}`)
        .join(' · '),
    },
    { key: 'awaiting', total: awaiting.total, count: `${T.orders(awaiting.total.count)} ${T.now}` },
    { key: 'lapsed', total: lapsed.total, count: `${T.orders(lapsed.total.count)} ${T.inMonth}` },
    {
      key: 'refunded',
      total: refunds.byStatus.processed,
      count: `${T.refunds(refunds.byStatus.processed.count)} ${T.inMonth}`,
      detail: T.refundStates(refunds.byStatus.pending.count, refunds.byStatus.failed.count),
    },
    { key: 'refundsDue', total: refundsDue.total, count: `${T.orders(refundsDue.total.count)} ${T.now}` },
  ];

  return (
    <section aria-labelledby="payments-summary-heading" className="mb-4">
      <h2 id="payments-summary-heading" className="visually-hidden">
        {T.summaryHeading}
      </h2>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-5 g-3 list-unstyled mb-0">
        {cards.map((card) => (
          <li key={card.key} className="col">
            <div className="card h-100">
              <div className="card-body">
                <h3 className="h6 card-title mb-1">{T.cards[card.key]}</h3>
                <p className="h4 mb-1">{formatInr(card.total.amount)}</p>
                <p className="small text-body-secondary mb-0">{card.count}</p>
                {card.detail && <p className="small text-body-secondary mb-0">{card.detail}</p>}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
