import type { BadgeTone } from '@comptoir/flight-domain';
import { Badge, type BadgeProps } from '@radix-ui/themes';

/**
 * The Radix colour of each badge tone: the one place tones meet colours.
 *
 * @example
 * BADGE_TONE_COLORS.warning // 'amber'
 */
export const BADGE_TONE_COLORS = {
  success: 'green',
  warning: 'amber',
  error: 'red',
  neutral: 'gray',
} as const satisfies Record<BadgeTone, NonNullable<BadgeProps['color']>>;

export interface StatusBadgeProps extends Omit<BadgeProps, 'color'> {
  /** What the status means for staff; sets the colour. */
  tone: BadgeTone;
  /**
   * Darkest text on the tone's tint. Default: `true`, because Radix's soft green and amber badges fall
   * short of WCAG AA contrast (4.5:1) at badge size.
   */
  highContrast?: boolean;
}

/**
 * A status shown as a badge whose colour follows its tone (success, warning, error, neutral).
 *
 * @example
 * <StatusBadge tone="warning">On hold</StatusBadge>
 */
export function StatusBadge({ tone, highContrast = true, ...props }: StatusBadgeProps) {
  return (
    <Badge
      data-slot="status-badge"
      data-tone={tone}
      color={BADGE_TONE_COLORS[tone]}
      highContrast={highContrast}
      {...props}
    />
  );
}
