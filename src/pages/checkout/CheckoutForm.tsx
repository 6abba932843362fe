import { Form as FormikForm, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { generatePath, useNavigate } from 'react-router';
import { useGetMyAddressesQuery } from '@/features/addresses';
import { cartActions, CHECKOUT_TEXT, orderLines, usePlaceOrderMutation, type CartLine } from '@/features/cart';
import { errorMessage, fieldErrors, type PlacedOrder } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { applyServerErrors } from '@/shared/ui/form';
import { AddressSection } from './AddressSection';
import { ADDRESS_FIELDS, checkoutSchema, emptyCheckoutValues, shippingAddressOf, type CheckoutValues } from './checkoutForm';
import { DeliverySection } from './DeliverySection';
import { DiscountField } from './DiscountField';
import { OrderSummary } from './OrderSummary';
import { lineErrorsOf, useOrderQuote } from './useOrderQuote';

export interface ConfirmationState {
  order: PlacedOrder;
}

/** The code the totals include (once applied) and the server's refusal of the last one tried. */
interface CodeState {
  applied: string | null;
  error?: string;
}

/** Server field names of the address map to the form's own (`shippingAddress.city` -> `city`). */
const ADDRESS_RENAMES = Object.fromEntries(ADDRESS_FIELDS.map((field) => [`shippingAddress.${field}`, field]));

interface CheckoutFieldsProps {
  lines: CartLine[];
  code: CodeState;
  onCodeChange(code: CodeState): void;
  submitError?: string;
  orderLineErrors: Record<number, string>;
}

function CheckoutFields({ lines, code, onCodeChange, submitError, orderLineErrors }: CheckoutFieldsProps) {
  const { values, isSubmitting, setFieldValue } = useFormikContext<CheckoutValues>();
  const { quote, updating, error, refetch } = useOrderQuote(lines, values.deliveryMethod, code.applied);
  const bannerRef = useRef<HTMLDivElement>(null);

  // A code the server refuses is taken off the totals, with its message under the field.
  const quoteCodeError = fieldErrors(error)?.discountCode?.[0];
  useEffect(() => {
    if (quoteCodeError) onCodeChange({ applied: null, error: quoteCodeError });
  }, [quoteCodeError, onCodeChange]);

  useEffect(() => {
    if (submitError) bannerRef.current?.focus();
  }, [submitError]);

  const lineErrors = { ...lineErrorsOf(error), ...orderLineErrors };
  const quoteFailed = error && !quoteCodeError && Object.keys(lineErrors).length === 0;
  return (
    <FormikForm noValidate>
      {(submitError || quoteFailed) && (
        <div ref={bannerRef} tabIndex={-1} className="alert alert-danger" role="alert">
          {submitError ?? errorMessage(error, CHECKOUT_TEXT.quoteFailed)}
          {quoteFailed && !submitError && (
            <button type="button" className="btn btn-link alert-link p-0 ms-2 align-baseline" onClick={() => void refetch()}>
              Try again
            </button>
          )}
        </div>
      )}
      <Row className="g-4 g-lg-5">
        <Col lg={7}>
          <AddressSection />
          <DeliverySection />
          <DiscountField
            applied={code.applied}
            error={code.error}
            onApply={(next) => onCodeChange({ applied: next })}
            onRemove={() => {
              onCodeChange({ applied: null });
              void setFieldValue('discountCode', '');
            }}
          />
        </Col>
        <Col lg={5}>
          <OrderSummary lines={lines} quote={quote} updating={updating} lineErrors={lineErrors} submitting={isSubmitting} />
        </Col>
      </Row>
    </FormikForm>
  );
}

/**
 * Checkout: address, delivery, discount code, cash on delivery. The server prices and stores the
 * order; the bag is emptied only once it answers with the order.
 */
export function CheckoutForm({ lines }: { lines: CartLine[] }) {
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const { data: savedAddresses = [] } = useGetMyAddressesQuery();
  const [submitError, setSubmitError] = useState<string>();
  const [orderLineErrors, setOrderLineErrors] = useState<Record<number, string>>({});
  const [code, setCode] = useState<CodeState>({ applied: null });

  const onSubmit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    setSubmitError(undefined);
    setOrderLineErrors({});
    const shippingAddress = shippingAddressOf(values, savedAddresses);
    if (!shippingAddress) {
      helpers.setFieldError('addressChoice', CHECKOUT_TEXT.address.choose);
      return;
    }
    // The applied code, or one typed but not applied yet (the server checks it either way).
    const discountCode = code.applied ?? (values.discountCode.trim().toUpperCase() || undefined);
    try {
      const order = await placeOrder({
        items: orderLines(lines),
        shippingAddress,
        deliveryMethod: values.deliveryMethod,
        ...(discountCode ? { discountCode } : {}),
        paymentMethod: 'cod',
      }).unwrap();
      const state: ConfirmationState = { order };
      navigate(generatePath(ROUTES.orderConfirmation, { orderNumber: order.orderNumber }), { replace: true, state });
      dispatch(cartActions.cleared());
    } catch (error) {
      const codeError = fieldErrors(error)?.discountCode?.[0];
      if (codeError) setCode({ applied: null, error: codeError });
      applyServerErrors(error, helpers, ADDRESS_FIELDS, ADDRESS_RENAMES);
      setOrderLineErrors(lineErrorsOf(error));
      setSubmitError(errorMessage(error, CHECKOUT_TEXT.orderFailed));
    }
  };

  return (
    <Formik initialValues={emptyCheckoutValues} validationSchema={checkoutSchema} onSubmit={onSubmit}>
      <CheckoutFields lines={lines} code={code} onCodeChange={setCode} submitError={submitError} orderLineErrors={orderLineErrors} />
    </Formik>
  );
}
