import { renderWithProviders } from '@/test/renderWithProviders';
import TermsAndConditionsPage from '.';

describe('/terms-and-conditions', () => {
  it('never doubles a full stop (the legal name ends with one)', () => {
    const { container } = renderWithProviders(<TermsAndConditionsPage />);
    expect(container.textContent).toContain('Pvt. Ltd.');
    expect(container.textContent).not.toMatch(/[^.]\.\.(?!\.)/);
  });
});
