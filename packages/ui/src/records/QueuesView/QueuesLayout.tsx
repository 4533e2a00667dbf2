import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import {
  QUEUE_NAMES,
  type QueueCount,
  type QueueName,
  type QueueSummary,
} from '@comptoir/flight-domain/queues';
import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { queueLabel } from '../../i18n/queue-labels';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { TabNavigation } from '../../kit/TabNavigation/TabNavigation';

export interface QueuesLayoutProps {
  /** Every queue's count, in its tab; `undefined` while unknown (the tabs show their names alone). */
  summary: QueueSummary | undefined;
  /** The address of a queue's tab (`/queues?queue=tickets`). */
  tabHref: (queue: QueueName) => string;
  /**
   * Whether the app has the low-cost plugin, whose holds' queue (`/low-cost/holds`) is a tab after the
   * agency's, with its count. Default: false.
   */
  withLowCostHolds?: boolean | undefined;
  /** The shown queue's tab address. */
  current: string;
  /** Renders the tabs' links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent | undefined;
  /** The shown queue's list. */
  children: ReactNode;
}

/** A tab's name, with its queue's count for the organization once known: `Schedule changes (2)`. */
const tabLabel = (label: string, count: QueueCount | undefined) =>
  count === undefined ? label : m.queues_tab_count({ label, count: count.organization });

/**
 * The queues' page around the shown queue: its heading and one tab per queue, which scroll sideways
 * when they do not fit (a phone), the shown one scrolled into view.
 *
 * @example
 * <QueuesLayout summary={summary} tabHref={tabHref} withLowCostHolds current="/low-cost/holds">{holds}</QueuesLayout>
 */
export function QueuesLayout(props: QueuesLayoutProps) {
  const { summary, tabHref, withLowCostHolds = false, current, linkComponent, children } = props;
  const tabs = QUEUE_NAMES.map((name) => ({
    href: tabHref(name),
    label: tabLabel(queueLabel(name), summary?.[name]),
  }));
  if (withLowCostHolds)
    tabs.push({
      href: LOW_COST_PLUGIN_ROUTES.holds,
      label: tabLabel(m.queues_low_cost_holds(), summary?.['low-cost-holds']),
    });
  return (
    <Flex direction="column" gap="4" data-slot="queues-view">
      <Heading as="h1" size="6">
        {m.queues_title()}
      </Heading>
      <TabNavigation
        aria-label={m.queues_title()}
        links={tabs.map((tab) => ({ ...tab, current: tab.href === current }))}
        {...(linkComponent ? { linkComponent } : {})}
      />
      {children}
    </Flex>
  );
}
