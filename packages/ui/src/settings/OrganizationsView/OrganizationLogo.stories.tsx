import { Avatar, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sortedMarkup } from '../../kit/story-helpers/story-helpers';
import { OrganizationLogo } from './OrganizationLogo';

/** A 2×2 PNG, as an upload answers and a logo shows. */
const LOGO_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mNk+M9QzwAEjDAGNwMDAwAe6QIBtLKN4wAAAABJRU5ErkJggg==';

/** The logos the story draws: one that loads, none, and one that fails to load. */
const cases = [
  { name: 'Atlas Voyages Casablanca', logo: LOGO_URL, shows: 'image' },
  { name: 'Menara Travel Marrakech', logo: undefined, shows: 'letter' },
  { name: 'Comptoir Voyages Paris', logo: 'data:image/png;base64,bm90IGFuIGltYWdl', shows: 'letter' },
] as const;

const meta = {
  title: 'Settings/OrganizationLogo',
  component: OrganizationLogo,
  parameters: { layout: 'padded' },
  args: { name: 'Atlas Voyages Casablanca', logo: LOGO_URL },
} satisfies Meta<typeof OrganizationLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each logo beside Radix Themes' avatar given the same image and letter, once both have loaded or given
 * up on the image: the same markup (the table's logo copies Radix Themes' class names, and an upgrade
 * that changes them fails here) and the same look.
 */
export const LikeRadixThemesAvatar: Story = {
  render: () => (
    <Flex direction="column" gap="2">
      {cases.map(({ name, logo }) => (
        <Flex key={name} gap="2" data-slot="avatar-pair">
          <OrganizationLogo name={name} logo={logo} />
          <Avatar size="1" radius="small" src={logo} fallback={name.slice(0, 1)} alt="" />
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const pairs = [...canvasElement.querySelectorAll('[data-slot="avatar-pair"]')];
    await expect(pairs).toHaveLength(cases.length);
    for (const [index, pair] of pairs.entries()) {
      const [painted, radix] = [...pair.children];
      if (painted === undefined || radix === undefined) throw new Error('An avatar is missing');
      const expected = cases[index]?.shows;
      await waitFor(async () => {
        for (const avatar of [painted, radix]) {
          const image = avatar.querySelector('img');
          if (expected === 'image') await expect(image?.hidden).toBe(false);
          else await expect(image).toBeNull();
        }
      });
      await expect(sortedMarkup(painted)).toBe(sortedMarkup(radix));
    }
  },
};
