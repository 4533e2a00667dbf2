import { DataList } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One line of a `FactList`: what it is, and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A settings section's facts as a `DataList`: stacked on a phone, label beside value from `sm` up.
 *
 * @example
 * <FactList facts={[['Name', profile.name], ['E-mail', profile.email]]} />
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label>{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
