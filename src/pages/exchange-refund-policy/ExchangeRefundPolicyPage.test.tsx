import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import ExchangeRefundPolicyPage from '.';

describe('/exchange-refund-policy', () => {
  it("has the spec's sections, in its order", () => {
    renderWithProviders(<ExchangeRefundPolicyPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Return period',
      'Eligible items',
      'Non-returnable items',
      'Return process',
      'Exchanges',
      'Refund process',
      'Damaged items',
      'Return shipping fees',
      'Cancellation',
      // Not in the spec: the booking advances' refund tiers (docs/spec-deviations.md).
      'Event bookings: advances',
      'Contact',
    ]);
  });

  it('walks through the return flow and says when orders can be cancelled or returned', () => {
    renderWithProviders(<ExchangeRefundPolicyPage />);
    const process = screen.getByRole('heading', { name: 'Return process' }).closest('section') ?? document.body;
    const steps = within(process)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(steps).toEqual(['Request', 'Item received', 'Quality check', 'Approval', 'Refund or replacement']);
    expect(screen.getByText('You can cancel an order free of charge until it has shipped.')).toBeInTheDocument();
    expect(screen.getByText('Returns are accepted only once the order has been delivered.')).toBeInTheDocument();
    expect(screen.getByText(/within 48 hours of delivery/)).toBeInTheDocument();
    expect(screen.getByText(/write to hello@utsavevents\.example/)).toBeInTheDocument();
  });
});
