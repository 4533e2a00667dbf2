import { Avatar, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sortedMarkup } from '../story-helpers/story-helpers';
import { InitialsAvatar } from './InitialsAvatar';

/** The names the story draws, with the initials Radix Themes' avatar is given for each. */
const names = [
  ['Zineb Alaoui', 'ZA'],
  ['Karim Ben Salah', 'KS'],
  ['salma', 'S'],
  ['', '?'],
] as const;

const meta = {
  title: 'App/AppShell/InitialsAvatar',
  component: InitialsAvatar,
  parameters: { layout: 'padded' },
  args: { name: 'Zineb Alaoui' },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The painted avatar beside Radix Themes' own for the same initials, once Radix's has found it has no
 * image and shows them: the same markup (the header's avatar copies Radix Themes' class names, and an
 * upgrade that changes them fails here) and the same look.
 */
export const LikeRadixThemesAvatar: Story = {
  render: () => (
    <Flex direction="column" gap="2">
      {names.map(([name, text]) => (
        <Flex key={name} gap="2" data-slot="avatar-pair">
          <InitialsAvatar name={name} />
          <Avatar size="1" radius="full" fallback={text} />
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const pairs = [...canvasElement.querySelectorAll('[data-slot="avatar-pair"]')];
    await expect(pairs).toHaveLength(names.length);
    for (const [index, pair] of pairs.entries()) {
      const [painted, radix] = [...pair.children];
      if (painted === undefined || radix === undefined) throw new Error('An avatar is missing');
      await waitFor(() => expect(radix.textContent).toBe(names[index]?.[1]));
      await expect(sortedMarkup(painted)).toBe(sortedMarkup(radix));
    }
  },
};
