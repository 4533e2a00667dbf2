import { BADGE_TONES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BADGE_TONE_COLORS, StatusBadge } from './StatusBadge';
import { inFlex } from '../story-helpers/frames';

const meta = {
  title: 'Status/StatusBadge',
  component: StatusBadge,
  parameters: { layout: 'padded' },
  args: { tone: 'neutral', children: 'Draft' },
  decorators: [inFlex({ p: '4', gap: '3', wrap: 'wrap' })],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone side by side, each in its Radix colour. */
export const Tones: Story = {
  render: (args) => (
    <>
      {BADGE_TONES.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone}>
          {tone}
        </StatusBadge>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const tone of BADGE_TONES) {
      const badge = canvas.getByText(tone);
      await expect(badge).toHaveAttribute('data-tone', tone);
      await expect(badge).toHaveAttribute('data-accent-color', BADGE_TONE_COLORS[tone]);
    }
  },
};
