import { Text } from '@radix-ui/themes';
import type { MouseEventHandler, ReactNode } from 'react';
import type { NavigationItem } from './navigation';
import type { AppShellLinkComponent } from './types';

interface NavigationListProps {
  items: readonly NavigationItem[];
  currentPath: string | undefined;
  linkComponent: AppShellLinkComponent;
  /** Runs when a link is followed (the mobile drawer closes). */
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
  /** Parts shown at the end of a top-level item's link, by its path (a count). Default: none. */
  badges?: Readonly<Partial<Record<string, ReactNode>>> | undefined;
}

const LINK_CLASSES =
  'flex items-center rounded-(--radius-2) px-3 py-2 text-(--gray-12) no-underline ' +
  'hover:bg-(--gray-a3) focus-visible:outline-2 focus-visible:outline-(--focus-8) ' +
  'aria-[current=page]:bg-(--accent-a3) aria-[current=page]:text-(--accent-12)';

/** The navigation's links, the current page marked with `aria-current="page"`. */
export function NavigationList({
  items,
  currentPath,
  linkComponent: Link,
  onNavigate,
  badges,
}: NavigationListProps) {
  return (
    <ul className="m-0 flex list-none flex-col gap-1 p-0" data-slot="navigation-list">
      {items.map((item) => (
        <li key={item.path}>
          <Text asChild size="2" weight="medium">
            <Link
              href={item.path}
              className={LINK_CLASSES}
              aria-current={item.path === currentPath ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
              {badges?.[item.path]}
            </Link>
          </Text>
          {item.children && item.children.length > 0 ? (
            <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0 pl-3">
              {item.children.map((child) => (
                <li key={child.path}>
                  <Text asChild size="2">
                    <Link
                      href={child.path}
                      className={LINK_CLASSES}
                      aria-current={child.path === currentPath ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {child.label}
                    </Link>
                  </Text>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
