/**
 * Radix Themes' classes for components drawn as the plain elements they render, with the same look: a
 * results list mounts a few offer cards on every sort, and each Radix component costs a prop extraction
 * and React layers of its own (a Button is three): as plain elements, a sort's script takes a fifth less
 * (packages/ui README, "Benchmark"). Each entry names the Radix element it stands for;
 * `radix-classes.test.tsx` renders that element and compares its classes (`kit/first-load/README.md`).
 */
export const RADIX_CLASSES = {
  /** `<Card size="1" variant="surface">` */
  card: 'rt-reset rt-BaseCard rt-Card rt-r-size-1 rt-variant-surface',
  /** `<Badge size="1" variant="soft" highContrast>` */
  badge: 'rt-reset rt-Badge rt-r-size-1 rt-variant-soft rt-high-contrast',
  /** `<Heading size="2">` */
  heading: 'rt-Heading rt-r-size-2',
  /** `<Button size="2" variant="solid">` */
  solidButton: 'rt-reset rt-BaseButton rt-r-size-2 rt-variant-solid rt-Button',
  /** `<Button size="1" variant="ghost">` */
  ghostButton: 'rt-reset rt-BaseButton rt-r-size-1 rt-variant-ghost rt-Button',
} as const;
