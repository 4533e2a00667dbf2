import { Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

export interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  /** Called on submit; the browser's own validation is off and the page never reloads: the form checks. */
  onSubmit: () => void;
  /** The space between the rows. Default: '4'. */
  gap?: ComponentProps<typeof Flex>['gap'];
  /** The form's `data-slot`. Default: none. */
  slot?: string;
  /** The fields and buttons, one row each. */
  children: ReactNode;
}

/**
 * A form that validates itself (the auth forms, the workbench editors, the settings and markup forms): named, `noValidate`, submit
 * handed to `onSubmit` with the default prevented, its rows stacked.
 *
 * @example
 * <FormStack label="Add a remark" onSubmit={send}><TextInputField … /><Button type="submit">Add</Button></FormStack>
 */
export function FormStack({ label, onSubmit, gap = '4', slot, children }: FormStackProps) {
  return (
    <form
      noValidate
      aria-label={label}
      data-slot={slot}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Flex direction="column" gap={gap}>
        {children}
      </Flex>
    </form>
  );
}
