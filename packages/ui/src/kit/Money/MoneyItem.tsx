import { DataList, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Money, type MoneyProps } from './Money';

export interface MoneyItemProps extends Pick<MoneyProps, 'centimes' | 'size' | 'weight'> {
  /** What the amount is ("Taxes", "2 × Adult"). */
  label: ReactNode;
  /** Shown after the amount (a badge). */
  after?: ReactNode;
  /** `data-slot` of the item. */
  slot?: string;
  /** The label column's minimum width; `null` keeps Radix's own. Default '140px'. */
  labelMinWidth?: string | null;
}

/** One line of a `DataList` of amounts: its label, then the amount in MAD fr-FR. */
export function MoneyItem({ label, after, slot, labelMinWidth = '140px', ...amount }: MoneyItemProps) {
  const money = <Money {...amount} />;
  return (
    <DataList.Item data-slot={slot}>
      <DataList.Label {...(labelMinWidth === null ? {} : { minWidth: labelMinWidth })}>
        {label}
      </DataList.Label>
      <DataList.Value>
        {after === undefined ? (
          money
        ) : (
          <Flex gap="2" align="center" wrap="wrap">
            {money}
            {after}
          </Flex>
        )}
      </DataList.Value>
    </DataList.Item>
  );
}
