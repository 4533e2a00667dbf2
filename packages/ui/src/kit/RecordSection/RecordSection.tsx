import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

export interface RecordSectionProps {
  /** The section's heading (an `h2`), which also names the region. */
  title: string;
  /** Names the section for styles and tests (`data-slot`). */
  slot: string;
  /** Buttons shown beside the heading. Default: none. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled block of a reservation or ticket page: a card that is a named region. */
export function RecordSection({ title, slot, actions, children }: RecordSectionProps) {
  const headingId = useId();
  return (
    <Card asChild size={{ initial: '2', sm: '3' }}>
      <section aria-labelledby={headingId} data-slot={slot}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={headingId}>
              {title}
            </Heading>
            {actions}
          </Flex>
          {children}
        </Flex>
      </section>
    </Card>
  );
}

/** What a section says when it has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="2" color="gray" data-slot="empty-note">
      {children}
    </Text>
  );
}

const ITEM_LIST_CLASSES = {
  '2': 'm-0 flex list-none flex-col gap-2 p-0',
  '3': 'm-0 flex list-none flex-col gap-3 p-0',
} as const;

interface ItemListProps<Item> {
  /** The items, in order. */
  items: readonly Item[];
  /** What the section's `EmptyNote` says when there is no item. */
  empty: ReactNode;
  /** The space between the items. Default '3'. */
  gap?: keyof typeof ITEM_LIST_CLASSES;
  /** Names the list for screen readers. Default: none. */
  'aria-label'?: string;
  /** Draws one item as an `<li>` with its key. */
  children: (item: Item) => ReactNode;
}

/** A section's items as a plain list, or its `EmptyNote` when there are none. */
export function ItemList<Item>({
  items,
  empty,
  gap = '3',
  'aria-label': label,
  children,
}: ItemListProps<Item>) {
  if (items.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <ul aria-label={label} className={ITEM_LIST_CLASSES[gap]}>
      {items.map((item) => children(item))}
    </ul>
  );
}
