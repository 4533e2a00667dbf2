import { Tabs } from '@radix-ui/themes';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import { TabPanels } from '../TabPanels/TabPanels';

/**
 * The markup without what differs by design: generated ids and the attributes that point at them, the
 * roving tab order (Radix sets it once mounted), Radix's collection marker and its presence's inline
 * animation style (no style reads either).
 */
function comparable(markup: string): string {
  return markup.replace(
    / (id|aria-controls|aria-labelledby|tabindex|data-radix-collection-item|style)="[^"]*"/g,
    '',
  );
}

const TABS = [
  { value: 'organizations', label: 'Organizations', content: 'The agencies' },
  { value: 'users', label: 'Platform users', content: 'Their users' },
] as const;

// The kit draws Radix Themes' tabs by their classes (STYLE.md: a test pins the coupling): an upgrade of
// Radix Themes that renames a class or changes the tabs' markup fails here.
describe("TabPanels draws Radix Themes' Tabs", () => {
  it.each(['organizations', 'users'] as const)('with the same markup, %s selected', (value) => {
    const ours = serverMarkup(
      <TabPanels value={value} onValueChange={() => undefined} tabs={TABS} panelClassName="pt-4" />,
    );
    const radix = serverMarkup(
      <Tabs.Root value={value} onValueChange={() => undefined}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-4">
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>,
    );
    expect(ours).toContain('class="rt-BaseTabList rt-TabsList rt-r-size-2"');
    expect(comparable(ours)).toBe(comparable(radix));
  });

  it('ties each tab to its panel', () => {
    const ours = serverMarkup(<TabPanels value="users" onValueChange={() => undefined} tabs={TABS} />);
    // Attributes are sorted: a tab's aria-controls (its panel's id) comes before its own id.
    const tabs = [...ours.matchAll(/aria-controls="([^"]+)"[^>]* id="([^"]+)"[^>]* role="tab"/g)];
    expect(tabs).toHaveLength(2);
    for (const [, panel = '', tab = ''] of tabs) {
      expect(ours).toMatch(new RegExp(`aria-labelledby="${tab}"[^>]* id="${panel}"[^>]* role="tabpanel"`));
    }
  });
});
