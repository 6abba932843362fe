import { useEffect, useRef, useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useGetMyAddressesQuery, type AddressFormHandle } from '@/features/addresses';
import type { Address, AddressInput } from '@/shared/contract/address';
import { selectUser } from '@/features/auth';
import { cartActions, orderLines, type CartLine } from '@/features/cart';
import { errorMessage, fieldErrors } from '@/shared/api';
import type { PaymentMethod } from '@/shared/config/shop';
import type { GuestContact } from '@/shared/contract/order';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureDispatch, useFeatureSelector } from '@/shared/model/hooks';
import { fieldIds } from '@/shared/ui/form';
import { usePaymentMethodsQuery, usePlaceOrderMutation } from '../api/checkoutApi';
import { CHECKOUT_FORM_ID, DEFAULT_DELIVERY, orderAddressOf } from '../model/checkoutForm';
import { validateGuest } from '../model/guestValidation';
import { goToGateway } from '../model/gatewayRedirect';
import { CHECKOUT_TEXT } from '../model/text';
import type { ConfirmationState, GuestErrors } from '../model/types';
import { lineErrorsOf, useOrderQuote } from '../model/useOrderQuote';
import { AddressSection } from './AddressSection';
import { DeliverySection } from './DeliverySection';
import { BuyerGstinField, checkGstin } from './BuyerGstinField';
import { DiscountField } from './DiscountField';
import { GuestAddress } from './GuestAddress';
import { GuestDetails } from './GuestDetails';
import { OrderSummary } from './OrderSummary';

/** The code the totals include (once applied) and the server's refusal of the last one tried. */
interface CodeState {
  applied: string | null;
  error?: string;
}

/**
 * Checkout: a guest's details or a customer's saved address, delivery, discount code, and cash on
 * delivery, UPI or online payment (then on to the gateway's page). The server prices and stores the
 * order; the bag is emptied only once it answers with the order.
 */
export function CheckoutForm({ lines }: { lines: CartLine[] }) {
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const user = useFeatureSelector(selectUser);
  const [placeOrder] = usePlaceOrderMutation();
  const { data: paymentMethods } = usePaymentMethodsQuery();
  const { data: savedAddresses = [] } = useGetMyAddressesQuery(undefined, { skip: !user });
  const [guest, setGuest] = useState<GuestContact>({ name: '', email: '', phone: '' });
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [guestAddress, setGuestAddress] = useState<AddressInput | null>(null);
  const [editingGuestAddress, setEditingGuestAddress] = useState(true);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addressError, setAddressError] = useState<string>();
  const [code, setCode] = useState<CodeState>({ applied: null });
  const [deliveryMethod, setDeliveryMethod] = useState(DEFAULT_DELIVERY);
  const [submitError, setSubmitError] = useState<string>();
  const [orderLineErrors, setOrderLineErrors] = useState<Record<number, string>>({});
  // The form's one field of its own; the address and delivery method are chosen outside it.
  const [discountCode, setDiscountCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [buyerGstin, setBuyerGstin] = useState('');
  const [gstinError, setGstinError] = useState<string>();
  const bannerRef = useRef<HTMLDivElement>(null);
  // The address form on the page (a guest's, or a customer's new one), when it is open.
  const addressForm = useRef<AddressFormHandle>(null);

  // The address chosen so far (a guest's once confirmed): its state splits GST, and with a code
  // it (and the guest's phone) is checked for APP10 as the order will be.
  const chosenAddress = user
    ? savedAddresses.find((candidate) => candidate.id === addressId)
    : editingGuestAddress
      ? undefined
      : (guestAddress ?? undefined);
  const {
    quote,
    updating,
    error: quoteError,
    refetch,
  } = useOrderQuote(lines, deliveryMethod, code.applied, user ? undefined : guest.email, chosenAddress?.state, {
    guestPhone: user ? undefined : guest.phone,
    address: chosenAddress,
  });
  // A code the server refuses is taken off the totals, with its message under the field.
  const quoteCodeError = fieldErrors(quoteError)?.discountCode?.[0];
  useEffect(() => {
    if (quoteCodeError) setCode({ applied: null, error: quoteCodeError });
  }, [quoteCodeError]);
  useEffect(() => {
    if (submitError) bannerRef.current?.focus();
  }, [submitError]);

  const lineErrors = { ...lineErrorsOf(quoteError), ...orderLineErrors };
  const quoteFailed = Boolean(quoteError) && !quoteCodeError && Object.keys(lineErrors).length === 0;

  /**
   * The address the order goes to: an address form open on the page is the address (checked, and
   * for a customer saved to the address book) whether or not its own button was pressed; else the
   * guest's confirmed address or the customer's chosen one. Undefined when there is none yet.
   */
  const deliveryAddress = async (): Promise<AddressInput | Address | null | undefined> => {
    const form = addressForm.current;
    if (user) {
      if (form && (form.isDirty() || addressId === null)) return form.commit();
      return savedAddresses.find((candidate) => candidate.id === addressId);
    }
    if (!editingGuestAddress) return guestAddress ?? undefined;
    return form ? form.commit() : undefined;
  };

  const placeOrderNow = async () => {
    setSubmitError(undefined);
    setOrderLineErrors({});
    const guestFieldErrors = user ? {} : await validateGuest(guest);
    setGuestErrors(guestFieldErrors);
    const gstin = await checkGstin(buyerGstin);
    setGstinError(gstin.error);
    // The address form shows its own errors and takes the focus to its first one (null then).
    const address = await deliveryAddress();
    const firstGuestError = Object.keys(guestFieldErrors)[0];
    if (firstGuestError) {
      // The details come first on the page, so their first error is where the visitor goes.
      document.getElementById(`field-guest-${firstGuestError}`)?.focus();
      return;
    }
    if (address === null) return;
    if (gstin.error) {
      document.getElementById(fieldIds('buyerGstin').control)?.focus();
      return;
    }
    if (!address || !address.recipientName || !address.recipientPhone) {
      // Addresses saved before recipients were asked for must get one first (the server refuses them too).
      setAddressError(address ? CHECKOUT_TEXT.address.needsRecipient : CHECKOUT_TEXT.address.required);
      document.getElementById('checkout-address')?.focus();
      return;
    }
    setAddressError(undefined);
    // The applied code, or one typed but not applied yet (the server checks it either way).
    const orderCode = code.applied ?? (discountCode.trim().toUpperCase() || undefined);
    try {
      const order = await placeOrder({
        items: orderLines(lines),
        shippingAddress: orderAddressOf(address),
        deliveryMethod,
        ...(orderCode ? { discountCode: orderCode } : {}),
        paymentMethod: payment,
        ...(gstin.value ? { buyerGstin: gstin.value } : {}),
        ...(user ? {} : { guest: { name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() } }),
      }).unwrap();
      if (order.payment?.method === 'online' && order.payment.url) {
        // Paid on the gateway's page, which sends the customer back to the order afterwards.
        dispatch(cartActions.cleared());
        goToGateway(order.payment.url);
        return;
      }
      const state: ConfirmationState = { order, ...(user ? {} : { guest }) };
      navigate(generatePath(ROUTES.orderConfirmation, { orderNumber: order.orderNumber }), { replace: true, state });
      dispatch(cartActions.cleared());
    } catch (error) {
      const codeError = fieldErrors(error)?.discountCode?.[0];
      if (codeError) setCode({ applied: null, error: codeError });
      const serverErrors = fieldErrors(error) ?? {};
      setGuestErrors({
        name: serverErrors['guest.name']?.[0],
        email: serverErrors['guest.email']?.[0],
        phone: serverErrors['guest.phone']?.[0],
      });
      setOrderLineErrors(lineErrorsOf(error));
      setGstinError(serverErrors.buyerGstin?.[0]);
      setSubmitError(errorMessage(error, CHECKOUT_TEXT.orderFailed));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await placeOrderNow();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {(submitError || quoteFailed) && (
        <div
          ref={bannerRef}
          tabIndex={-1}
          className="alert alert-danger d-flex flex-wrap gap-2 align-items-center"
          role="alert"
        >
          <span>{submitError ?? errorMessage(quoteError, CHECKOUT_TEXT.quoteFailed)}</span>
          {quoteFailed && !submitError && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void refetch()}>
              {CHECKOUT_TEXT.retryQuote}
            </button>
          )}
        </div>
      )}
      <div className="row g-4 g-lg-5">
        <div className="col-lg-7">
          {!user && <GuestDetails value={guest} errors={guestErrors} onChange={setGuest} />}
          {/* The address form is a form of its own, so it sits outside the checkout form. */}
          {user ? (
            <AddressSection
              selectedId={addressId}
              onSelect={setAddressId}
              error={addressError}
              formHandle={addressForm}
            />
          ) : (
            <GuestAddress
              value={guestAddress}
              editing={editingGuestAddress}
              onUse={(address) => {
                setGuestAddress(address);
                setEditingGuestAddress(false);
                setAddressError(undefined);
              }}
              onEdit={() => setEditingGuestAddress((editing) => !editing && true)}
              error={addressError}
              formHandle={addressForm}
            />
          )}
          <form
            id={CHECKOUT_FORM_ID}
            noValidate
            aria-label={CHECKOUT_TEXT.formLabel}
            onSubmit={(event) => void onSubmit(event)}
          >
            <DeliverySection
              value={deliveryMethod}
              onChange={setDeliveryMethod}
              subtotal={quote?.subtotal}
              payment={payment}
              onPaymentChange={setPayment}
              methods={paymentMethods}
            />
            <DiscountField
              value={discountCode}
              onChange={setDiscountCode}
              applied={code.applied}
              error={code.error}
              onApply={(next) => setCode({ applied: next })}
              onRemove={() => {
                setCode({ applied: null });
                setDiscountCode('');
              }}
            />
            <BuyerGstinField value={buyerGstin} onChange={setBuyerGstin} error={gstinError} />
          </form>
        </div>
        <div className="col-lg-5">
          <OrderSummary
            lines={lines}
            quote={quote}
            updating={updating}
            lineErrors={lineErrors}
            submitting={submitting}
          />
        </div>
      </div>
    </>
  );
}
