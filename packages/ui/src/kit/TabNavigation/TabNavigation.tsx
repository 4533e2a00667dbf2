import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { PlainLink } from '../AppShell/PlainLink';
import type { AppShellLinkComponent } from '../AppShell/types';
import { tabFocusTarget } from '../tab-focus';

/** One tab of a {@link TabNavigation}: a link to a page. */
export interface TabNavigationLink {
  href: string;
  label: string;
  /** Whether it is the page shown: marked with `aria-current="page"` and drawn as the selected tab. */
  current: boolean;
}

export interface TabNavigationProps {
  /** Names the navigation for screen readers, e.g. 'Kind of trip'. */
  'aria-label': string;
  links: readonly TabNavigationLink[];
  /** Renders the links (the app hands in its router's link). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/**
 * Home and End focus the first and the last link; the arrow keys the next or the previous one, without
 * wrapping: what Radix's navigation menu does in a `TabNav`. Every link stays in the tab order.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const links = [...event.currentTarget.querySelectorAll('a')];
  const from = links.findIndex((link) => link === event.target);
  const to = from === -1 ? undefined : tabFocusTarget(event.key, from, links.length, false);
  if (to === undefined) return;
  event.preventDefault();
  links[to]?.focus();
}

/**
 * Scrolls the list sideways so that its current link shows whole, at first and whenever the list's width
 * changes: tabs wider than the screen (a phone) scroll, and the page shown is never the one cut off. Only
 * the list scrolls, never the page.
 */
function useCurrentTabInView(currentHref: string | undefined) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null || currentHref === undefined) return;
    const reveal = () => {
      const link = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (link === null) return;
      const start = link.offsetLeft - element.offsetLeft;
      const end = start + link.offsetWidth;
      if (start < element.scrollLeft) element.scrollLeft = start;
      else if (end > element.scrollLeft + element.clientWidth) element.scrollLeft = end - element.clientWidth;
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [currentHref]);
  return list;
}

/**
 * Links to sibling pages drawn as tabs, each page's link marked current on its page: Radix Themes'
 * `TabNav` at its default size, as it renders (its class names and Radix's attributes, which
 * `kit/first-load/TabNavigation.test.tsx` pins), with its keyboard use, but without Radix's navigation
 * menu, whose submenus, collection and state a row of links does not use (about 6 KiB of the search
 * pages' first load). Tabs wider than their room scroll sideways (Radix's list does), the current one
 * scrolled into view.
 *
 * @example
 * <TabNavigation aria-label="Kind of trip" links={[{ href: '/search', label: 'One-way', current: true }]} />
 */
export function TabNavigation({
  'aria-label': label,
  links,
  linkComponent: Link = PlainLink,
}: TabNavigationProps) {
  const list = useCurrentTabInView(links.find((link) => link.current)?.href);
  return (
    <nav aria-label={label} className="rt-TabNavRoot" data-orientation="horizontal" dir="ltr">
      <div style={{ position: 'relative' }}>
        <ul
          ref={list}
          className="rt-reset rt-BaseTabList rt-TabNavList rt-r-size-2"
          data-orientation="horizontal"
          dir="ltr"
          onKeyDown={moveFocus}
        >
          {links.map(({ href, label: text, current }) => (
            <li key={href} className="rt-TabNavItem">
              <Link
                href={href}
                className="rt-reset rt-BaseTabListTrigger rt-TabNavLink"
                aria-current={current ? 'page' : undefined}
                data-active={current ? '' : undefined}
              >
                <span className="rt-BaseTabListTriggerInner rt-TabNavLinkInner">{text}</span>
                {/* Radix's hidden copy keeps the tab as wide as its bold, selected text. */}
                <span className="rt-BaseTabListTriggerInnerHidden rt-TabNavLinkInnerHidden">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
