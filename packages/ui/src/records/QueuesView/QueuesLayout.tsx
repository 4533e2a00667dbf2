import { QUEUE_LABELS, QUEUE_NAMES, type QueueName, type QueueSummary } from '@comptoir/flight-domain/queues';
import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { TabNavigation } from '../../kit/TabNavigation/TabNavigation';

/** A tab of the queues: its page and its name (with its count once known). */
export interface QueueTab {
  href: string;
  label: string;
}

export interface QueuesLayoutProps {
  /** Every queue's count, in its tab; `undefined` while unknown (the tabs show their names alone). */
  summary: QueueSummary | undefined;
  /** The address of a queue's tab (`/queues?queue=tickets`). */
  tabHref: (queue: QueueName) => string;
  /** The tabs of the queues a plugin adds (the low-cost holds), after the agency's. Default: none. */
  moreTabs?: readonly QueueTab[] | undefined;
  /** The shown queue's tab address. */
  current: string;
  /** Renders the tabs' links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent | undefined;
  /** The shown queue's list. */
  children: ReactNode;
}

/**
 * The queues' page around the shown queue: its heading and one tab per queue, which scroll sideways
 * when they do not fit (a phone), the shown one scrolled into view.
 *
 * @example
 * <QueuesLayout summary={summary} tabHref={tabHref} current="/low-cost/holds">{holds}</QueuesLayout>
 */
export function QueuesLayout(props: QueuesLayoutProps) {
  const { summary, tabHref, moreTabs = [], current, linkComponent, children } = props;
  const tabs = [
    ...QUEUE_NAMES.map((name) => ({
      href: tabHref(name),
      label:
        summary === undefined
          ? QUEUE_LABELS[name]
          : `${QUEUE_LABELS[name]} (${String(summary[name].organization)})`,
    })),
    ...moreTabs,
  ];
  return (
    <Flex direction="column" gap="4" data-slot="queues-view">
      <Heading as="h1" size="6">
        Queues
      </Heading>
      <TabNavigation
        aria-label="Queues"
        links={tabs.map((tab) => ({ ...tab, current: tab.href === current }))}
        {...(linkComponent ? { linkComponent } : {})}
      />
      {children}
    </Flex>
  );
}
