import { Avatar, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
  args: { name: 'Zineb Alaoui' },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An element's markup, each tag's attributes sorted. */
function markup(element: Element): string {
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children =
    element.children.length === 0 ? element.textContent : [...element.children].map(markup).join('');
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

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
      await expect(markup(painted)).toBe(markup(radix));
    }
  },
};
