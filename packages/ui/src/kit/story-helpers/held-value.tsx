/**
 * Story scaffolding: a field's value held as a form holds it. Not part of the package's API.
 */
import { type ComponentType, useState } from 'react';

/**
 * A story's `render` that keeps the view's `value` in state, as a form does, so that a play function's
 * typing shows in the field; each change is still reported to the story's spy, the prop named `change`.
 *
 * @example
 * const meta = { component: TextInputField, render: withHeldValue(TextInputField, 'onValueChange'), … }
 */
export function withHeldValue<
  Change extends string,
  Props extends { value: unknown } & Record<Change, (value: Props['value']) => void>,
>(View: ComponentType<Props>, change: Change) {
  return function HeldValue(props: Props) {
    const [value, setValue] = useState(props.value);
    const report = props[change];
    const onChange = (next: Props['value']) => {
      setValue(next);
      report(next);
    };
    return <View {...props} value={value} {...{ [change]: onChange }} />;
  };
}
