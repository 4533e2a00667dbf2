import { Select } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import { OptionSelect, type OptionSelectProps } from '../OptionSelect/OptionSelect';

const options = [
  { value: 'org_atlas', label: 'Atlas Voyages' },
  { value: 'org_sahara', label: 'Sahara Travel' },
];

/** The trigger's markup (`serverMarkup`: attributes sorted), the select's generated `aria-controls` dropped. */
function trigger(node: ReactNode): string {
  const button = /<button[^>]*>[\s\S]*<\/button>/.exec(serverMarkup(node))?.[0] ?? '';
  return button.replace(/ aria-controls="[^"]*"/, '');
}

/**
 * Radix Themes' own trigger for the same props, closed. On the server Radix cannot show the chosen option's
 * text (its items portal it in once mounted), so it is given as the trigger's children.
 */
function radixTrigger({ value, placeholder, size, disabled, ...props }: OptionSelectProps) {
  const trigger = {
    id: props.id,
    className: props.className,
    variant: props.variant,
    color: props.color,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'data-slot': props['data-slot'],
  };
  const label = options.find((option) => option.value === value)?.label;
  return (
    <Select.Root value={value} {...(size === undefined ? {} : { size })} {...(disabled ? { disabled } : {})}>
      <Select.Trigger {...trigger} {...(placeholder === undefined ? {} : { placeholder })}>
        {label}
      </Select.Trigger>
    </Select.Root>
  );
}

const cases: [string, OptionSelectProps][] = [
  [
    'the header switcher: soft, gray, an option chosen',
    {
      value: 'org_atlas',
      options,
      onValueChange: () => undefined,
      variant: 'soft',
      color: 'gray',
      className: 'max-w-full min-w-0',
      'aria-label': 'Organization',
      'data-slot': 'organization-switcher',
    },
  ],
  [
    'a form field: invalid, its placeholder showing',
    {
      value: '',
      options,
      onValueChange: () => undefined,
      placeholder: 'Choose one',
      color: 'red',
      id: 'field',
      'aria-invalid': true,
      'aria-describedby': 'field-error',
    },
  ],
  [
    'a small one, labelled by another element, disabled',
    {
      value: 'org_sahara',
      options,
      onValueChange: () => undefined,
      size: '1',
      disabled: true,
      'aria-labelledby': 'x',
    },
  ],
];

// The painted trigger copies Radix Themes' class names and Radix's attributes (STYLE.md: a test pins the
// coupling): an upgrade of either that changes the select's closed trigger fails here.
describe("OptionSelect's painted trigger", () => {
  it.each(cases)("renders as Radix Themes' select trigger: %s", (_, props) => {
    const painted = trigger(<OptionSelect {...props} />);
    const shown =
      props.value === '' ? props.placeholder : options.find((o) => o.value === props.value)?.label;
    expect(painted).toContain(`>${shown ?? 'nothing'}</span>`);
    expect(painted).toBe(trigger(radixTrigger(props)));
  });
});
