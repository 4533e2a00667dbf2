/**
 * Story scaffolding: a form's draft held as the app's page holds it. Not part of the package's API.
 */
import { type ComponentType, type Dispatch, type SetStateAction, useState } from 'react';

/**
 * A story's `render` that keeps the form's draft in state, as the app's page does, so that a play
 * function's typing and choices show in the form.
 *
 * @example
 * const meta = { component: LowCostSearchForm, render: withHeldDraft(LowCostSearchForm), … }
 */
export function withHeldDraft<
  Props extends { value: unknown; onChange: Dispatch<SetStateAction<Props['value']>> },
>(Form: ComponentType<Props>) {
  return function HeldDraft(props: Props) {
    const [value, setValue] = useState(props.value);
    return <Form {...props} value={value} onChange={setValue} />;
  };
}
