import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CalendarIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
  MenuIcon,
} from './icons';

const ICONS = [
  { name: 'CloseIcon', use: 'close buttons', Icon: CloseIcon },
  { name: 'MenuIcon', use: 'the navigation drawer button', Icon: MenuIcon },
  { name: 'CheckIcon', use: 'success', Icon: CheckIcon },
  { name: 'CalendarIcon', use: 'date pickers', Icon: CalendarIcon },
  { name: 'ChevronLeftIcon', use: 'previous page', Icon: ChevronLeftIcon },
  { name: 'ChevronRightIcon', use: 'next page', Icon: ChevronRightIcon },
  { name: 'DoubleChevronLeftIcon', use: 'first page', Icon: DoubleChevronLeftIcon },
  { name: 'DoubleChevronRightIcon', use: 'last page', Icon: DoubleChevronRightIcon },
] as const;

function IconGallery() {
  return (
    <Flex direction="column" gap="3">
      {ICONS.map(({ name, use, Icon }) => (
        <Flex key={name} align="center" gap="3" data-slot="icon-sample">
          <Icon />
          <Text size="2">
            <Text weight="bold">{name}</Text>, for {use}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons drawn in the current text colour; they decorate labelled controls and stay out of the accessibility tree. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(ICONS.length);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
    }
  },
};
