import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_MESSAGES } from '@/shared/config/address';
import { DELIVERY_TEXT as T } from '../model/text';
import { DeliveryCheck } from './DeliveryCheck';
const at = (istTime: string) => () => new Date(`${istTime}+05:30`);

const field = () => screen.getByRole('textbox', { name: T.pinLabel });
const check = async (pin: string) => {
  await userEvent.clear(field());
  await userEvent.type(field(), `${pin}{Enter}`);
};

describe('Check delivery', () => {
  it('says in a live region when an order to the PIN code arrives, when it leaves and whether cash on delivery is offered', async () => {
    // Monday 1 September 2025, 9 AM in Delhi.
    render(<DeliveryCheck now={at('2025-09-01T09:00:00')} />);
    const form = screen.getByRole('form', { name: T.heading });
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    await check('110001');
    const status = within(form).getByRole('status');
    expect(status).toHaveTextContent(T.deliveryBy('Wednesday, 3 September', '110001', ['Delhi']));
    expect(status).toHaveTextContent('Delivery by Wednesday, 3 September (IST)');
    expect(status).toHaveTextContent(T.dispatchedToday(12));
    expect(status).toHaveTextContent('before 12 PM (IST)');
    expect(status).toHaveTextContent(T.cod);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('counts from the next business day after the cut-off, and names both states of a shared prefix', async () => {
    // Saturday 6 September, 1 PM: leaves on Monday; Ranchi and Patna share the prefix 83-84.
    render(<DeliveryCheck now={at('2025-09-06T13:00:00')} />);
    await check('834 001');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(T.dispatchedOn('Monday, 8 September'));
    // Seven business days after Monday the 8th: Tuesday the 16th.
    expect(status).toHaveTextContent(T.deliveryBy('Tuesday, 16 September', '834001', ['Bihar', 'Jharkhand']));
  });

  it('says under the field what is wrong with the PIN code, and shows no estimate', async () => {
    render(<DeliveryCheck now={at('2025-09-01T09:00:00')} />);
    await check('110001');
    await check('11000');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(ADDRESS_MESSAGES.zipCodeInvalid);
    expect(field()).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await check('999999');
    expect(field()).toHaveAccessibleDescription(T.unserviceable);
    await userEvent.click(screen.getByRole('button', { name: T.check }));
    expect(field()).toHaveAccessibleDescription(T.unserviceable);

    await check('781001');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent(T.deliveryBy('Friday, 12 September', '781001', ['Assam']));
  });
});
