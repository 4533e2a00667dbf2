import { Badge } from '@radix-ui/themes';

export interface NavigationCountProps {
  /** How many items wait. Nothing shows at 0. */
  count: number;
  /** What the count is of, for assistive technology: `items to work on`. */
  of: string;
}

/**
 * A count at the end of a navigation link (the work queues' items): nothing at 0.
 *
 * @example
 * <AppShell navigationBadges={{ '/queues': <NavigationCount count={7} of="items to work on" /> }} … />
 */
export function NavigationCount({ count, of }: NavigationCountProps) {
  if (count === 0) return null;
  return (
    <Badge ml="auto" radius="full" color="red" variant="soft" highContrast data-slot="navigation-count">
      {count}
      <span className="sr-only"> {of}</span>
    </Badge>
  );
}
