import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { TRACK_TEXT, TrackForm } from './TrackForm';

describe('TrackForm', () => {
  it('starts on Order Number with order number and e-mail or phone, both required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackForm />);
    expect(screen.getByRole('tab', { name: TRACK_TEXT.orderTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Order number/)).toBeVisible();
    expect(screen.getByLabelText(/Email or phone number/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    expect(await screen.findByText(TRACK_TEXT.orderNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(TRACK_TEXT.emailOrPhoneRequired)).toBeInTheDocument();
    expect(screen.getByTestId('toasts-notices')).toBeEmptyDOMElement();
  });

  it('submits an order number with the spec notice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackForm />);
    await user.type(screen.getByLabelText(/Order number/), ' ORD-1042 ');
    await user.type(screen.getByLabelText(/Email or phone number/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: TRACK_TEXT.submit }));
    await waitFor(() => expect(screen.getByTestId('toasts-notices')).toHaveTextContent('Tracking request submitted for Order #ORD-1042'));
  });

  it('switches to the Tracking Number tab, which needs only the AWB number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackForm />);
    await user.click(screen.getByRole('tab', { name: TRACK_TEXT.trackingTab }));
    expect(screen.getByRole('tab', { name: TRACK_TEXT.trackingTab })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toContainElement(screen.getByLabelText(/Tracking \(AWB\) number/));
    expect(panel).not.toContainElement(screen.queryByLabelText(/Order number/));

    const submit = screen.getAllByRole('button', { name: TRACK_TEXT.submit }).find((button) => panel.contains(button))!;
    await user.click(submit);
    expect(await screen.findByText(TRACK_TEXT.trackingNumberRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tracking \(AWB\) number/), 'AWB123456789');
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('toasts-notices')).toHaveTextContent('Tracking request submitted for Tracking #AWB123456789'));
  });
});
