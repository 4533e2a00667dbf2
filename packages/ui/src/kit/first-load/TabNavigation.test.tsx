import { TabNav } from '@radix-ui/themes';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import { TabNavigation, type TabNavigationLink } from '../TabNavigation/TabNavigation';

/**
 * Radix Themes' own `TabNav` for the same links. Its links carry Radix's collection marker
 * (`data-radix-collection-item`), which only its navigation menu's focus handling reads: no style and no
 * role depends on it, so it is left out of the comparison.
 */
function radixTabNav(label: string, links: readonly TabNavigationLink[]) {
  const markup = serverMarkup(
    <TabNav.Root aria-label={label}>
      {links.map(({ href, label: text, current }) => (
        <TabNav.Link key={href} asChild active={current}>
          <a href={href}>{text}</a>
        </TabNav.Link>
      ))}
    </TabNav.Root>,
  );
  return markup.replaceAll(' data-radix-collection-item=""', '');
}

const cases: [string, TabNavigationLink[]][] = [
  [
    'the first tab current',
    [
      { href: '/search', label: 'One-way', current: true },
      { href: '/search/round-trip', label: 'Round-trip', current: false },
      { href: '/search/multi-city', label: 'Multi-city', current: false },
    ],
  ],
  [
    'the last tab current',
    [
      { href: '/search', label: 'One-way', current: false },
      { href: '/search/multi-city', label: 'Multi-city', current: true },
    ],
  ],
  ['none current', [{ href: '/a', label: 'A', current: false }]],
];

describe('TabNavigation', () => {
  it.each(cases)('renders as Radix Themes’ TabNav: %s', (_, links) => {
    const ours = serverMarkup(<TabNavigation aria-label="Kind of trip" links={links} />);
    expect(ours).toContain('class="rt-TabNavRoot"');
    expect(ours).toBe(radixTabNav('Kind of trip', links));
  });
});
