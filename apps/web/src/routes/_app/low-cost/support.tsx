import { lowCostSupportSearchSchema } from '@comptoir/flight-domain';
import { lowCostSupportQueries } from '@comptoir/plugin-low-cost/client';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  LowCostSupportFailed,
  LowCostSupportPage,
  LowCostSupportPending,
} from './-components/LowCostSupportPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The low-cost airline's support (SPEC §2): its policies and the organization's support requests. Only
 * in a build with the plugin (docs/decisions/0023).
 */
export const Route = createFileRoute('/_app/low-cost/support')({
  // The loader, the page and its pending and error views in one chunk: they share the view's wiring.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostSupportSearchSchema,
  loader: ({ context }) => context.queryClient.query(lowCostSupportQueries.supportRequests()),
  pendingComponent: Pending,
  errorComponent: Failed,
  component: Support,
});

function Support() {
  usePageTitle(m.page_title_lowcost_support());
  return <LowCostSupportPage reference={Route.useSearch().reference} />;
}

function Pending() {
  return <LowCostSupportPending reference={Route.useSearch().reference} />;
}

function Failed(props: ErrorComponentProps) {
  return <LowCostSupportFailed {...props} reference={Route.useSearch().reference} />;
}
