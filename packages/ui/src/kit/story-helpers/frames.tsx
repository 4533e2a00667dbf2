/**
 * Story decorators that set a view in a frame: the padding and the width a page would give it. Not part
 * of the package's API.
 */
import { Box, Flex } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentProps } from 'react';

/**
 * The story inside a Radix `Box` with these props.
 *
 * @example
 * decorators: [inBox({ p: { initial: '2', md: '4' }, maxWidth: '760px' })]
 */
export function inBox(props: ComponentProps<typeof Box>): Decorator {
  return (Story) => (
    <Box {...props}>
      <Story />
    </Box>
  );
}

/**
 * The story inside a Radix `Flex` with these props.
 *
 * @example
 * decorators: [inFlex({ p: '4', gap: '3', wrap: 'wrap' })]
 */
export function inFlex(props: ComponentProps<typeof Flex>): Decorator {
  return (Story) => (
    <Flex {...props}>
      <Story />
    </Flex>
  );
}

/**
 * The story inside a `div` with these (Tailwind) classes.
 *
 * @example
 * decorators: [inDiv('p-2 md:p-4')]
 */
export function inDiv(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}
