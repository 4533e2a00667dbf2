import { Select, Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_PLACEHOLDER, OrganizationSwitcher } from './OrganizationSwitcher';

const noop = () => undefined;
const organizations = [{ id: 'org_atlas', name: 'Atlas Voyages' }];

/** The trigger's markup, attributes sorted and the select's own ids and value dropped. */
function trigger(node: ReactNode): string {
  const markup = renderToStaticMarkup(<Theme>{node}</Theme>);
  const button = /<button[^>]*>[\s\S]*<\/button>/.exec(markup)?.[0] ?? '';
  return button
    .replace(/ aria-controls="[^"]*"/, '')
    .replace(
      /<([a-z]+)((?: [a-z-]+(?:="[^"]*")?)*)(\/?)>/g,
      (_, tag: string, attributes: string, end: string) => {
        const sorted = (attributes.match(/ [a-z-]+(?:="[^"]*")?/g) ?? []).sort().join('');
        return `<${tag}${sorted}${end}>`;
      },
    );
}

/** The select's trigger as the header drew it before the painted one (OrganizationSelect's). */
function radixTrigger(value: string, text: string) {
  return (
    <Select.Root value={value}>
      <Select.Trigger
        data-slot="organization-switcher"
        aria-label="Organization"
        placeholder={ORGANIZATION_PLACEHOLDER}
        variant="soft"
        color="gray"
        className="max-w-full min-w-0"
      >
        {text}
      </Select.Trigger>
    </Select.Root>
  );
}

// The painted trigger copies Radix Themes' class names and Radix's attributes (STYLE.md: a test pins the
// coupling): an upgrade of either that changes the select's trigger fails here.
describe('OrganizationSwitcher painted trigger', () => {
  it("renders as Radix Themes' select trigger with an organization chosen", () => {
    const painted = trigger(
      <OrganizationSwitcher
        organizations={organizations}
        activeOrganizationId="org_atlas"
        onSwitchOrganization={noop}
      />,
    );
    expect(painted).toContain('Atlas Voyages');
    expect(painted).toBe(trigger(radixTrigger('org_atlas', 'Atlas Voyages')));
  });

  it("renders as Radix Themes' select trigger with its placeholder when none is active", () => {
    const painted = trigger(
      <OrganizationSwitcher
        organizations={organizations}
        activeOrganizationId={null}
        onSwitchOrganization={noop}
      />,
    );
    expect(painted).toContain(ORGANIZATION_PLACEHOLDER);
    expect(painted).toBe(trigger(radixTrigger('', '')));
  });
});
