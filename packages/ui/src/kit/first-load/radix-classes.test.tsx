import { Badge, Button, Card, Heading } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RADIX_CLASSES } from './radix-classes';
import { staticMarkup } from './server-markup';

/** The Radix Themes element each entry of `RADIX_CLASSES` stands for. */
const RADIX_ELEMENTS: Record<keyof typeof RADIX_CLASSES, ReactElement> = {
  card: <Card size="1" variant="surface" />,
  badge: <Badge size="1" variant="soft" highContrast />,
  heading: <Heading size="2" />,
  solidButton: <Button size="2" variant="solid" />,
  ghostButton: <Button size="1" variant="ghost" />,
};

// The offer card draws these Radix Themes components by their classes (STYLE.md: a test pins the
// coupling): an upgrade of Radix Themes that renames a class fails here.
describe("RADIX_CLASSES are Radix Themes' own", () => {
  it.each(Object.keys(RADIX_ELEMENTS) as (keyof typeof RADIX_CLASSES)[])('%s', (name) => {
    const classes = /class="([^"]*)"/.exec(staticMarkup(RADIX_ELEMENTS[name]))?.[1];
    expect(classes).toBe(RADIX_CLASSES[name]);
  });
});
