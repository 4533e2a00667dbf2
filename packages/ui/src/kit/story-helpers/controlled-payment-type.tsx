/**
 * Story scaffolding: a view's payment type held as the app holds it. Not part of the package's API.
 */
import type { PaymentMethod } from '@comptoir/flight-domain';
import { type ComponentType, useState } from 'react';

interface PaymentTypeProps {
  paymentType: PaymentMethod;
  onPaymentTypeChange: (paymentType: PaymentMethod) => void;
}

/**
 * A story's `render` that keeps the view's payment type in state, as the app does, so that its select
 * can be driven in a play function; each change is still reported to the story's `onPaymentTypeChange`.
 *
 * @example
 * const meta = { component: ResultsView, render: withPaymentTypeState(ResultsView), … }
 */
export function withPaymentTypeState<Props extends PaymentTypeProps>(View: ComponentType<Props>) {
  return function ControlledPaymentType(props: Props) {
    const [paymentType, setPaymentType] = useState<PaymentMethod>(props.paymentType);
    return (
      <View
        {...props}
        paymentType={paymentType}
        onPaymentTypeChange={(method: PaymentMethod) => {
          setPaymentType(method);
          props.onPaymentTypeChange(method);
        }}
      />
    );
  };
}
