import { errorMessage } from '@comptoir/api';
import { lowCostSupportSearchSchema } from '@comptoir/flight-domain';
import {
  lowCostSupportQueries,
  useCloseSupportRequest,
  useOpenSupportRequest,
} from '@comptoir/plugin-low-cost/client';
import { airlinePolicies, LOW_COST_AIRLINE } from '@comptoir/plugin-low-cost/rules';
import { LowCostSupportView, type LowCostSupportViewProps } from '@comptoir/plugin-low-cost/views';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { queryState } from '../../../queries/query-state';

// A build without the plugin must hold none of its code (docs/decisions/0023). The loader and views sit
// behind `import.meta.env.VITE_LOW_COST_PLUGIN === 'true'` written out (a literal once built), not
// `LOW_COST_PLUGIN_BUILT`: imported, the constant was folded only after the bundler had shared the
// plugin's modules between chunks, and the airline's code stayed in the build. The pages are written
// here, and their parts split as one group, so that nothing of them stays in the app's entry.
/** The view with the route's booking reference, the airline's policies and the two writes. */
function SupportView({
  reference,
  requests,
}: { reference: string | undefined } & Pick<LowCostSupportViewProps, 'requests'>) {
  const open = useOpenSupportRequest();
  const close = useCloseSupportRequest();
  return (
    <LowCostSupportView
      airlineName={LOW_COST_AIRLINE.name}
      policies={airlinePolicies()}
      requests={requests}
      onOpenRequest={open.mutateAsync}
      onCloseRequest={close.mutateAsync}
      initialReference={reference}
    />
  );
}

/** /low-cost/support: the organization's requests, refreshed after each write. */
function LowCostSupportPage({ reference }: { reference: string | undefined }) {
  const requests = useQuery(lowCostSupportQueries.supportRequests());
  return <SupportView reference={reference} requests={queryState(requests)} />;
}

/** While the loader fetches the requests. */
function LowCostSupportPending({ reference }: { reference: string | undefined }) {
  return <SupportView reference={reference} requests={{ status: 'pending' }} />;
}

/** When the loader failed: the view's error, whose retry runs the loader again. */
function LowCostSupportError({ error, reference }: ErrorComponentProps & { reference: string | undefined }) {
  const router = useRouter();
  return (
    <SupportView
      reference={reference}
      requests={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
    />
  );
}

/**
 * The low-cost airline's support (SPEC §2): its policies and the organization's support
 * requests; a build without the plugin has no loader or component here.
 */
export const Route = createFileRoute('/_app/low-cost/support')({
  // The page, its pending view and its error view share the view's wiring, and the loader comes with
  // them: one chunk, so that nothing of theirs stays in the route's own module (the app's entry) in a
  // build without the plugin, and the plugin build's entry holds one import of it instead of two.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostSupportSearchSchema,
  head: pageTitle('Low-cost airline: support'),
  loader:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? ({ context }) => context.queryClient.query(lowCostSupportQueries.supportRequests())
      : undefined,
  pendingComponent:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function Pending() {
          return <LowCostSupportPending reference={Route.useSearch().reference} />;
        }
      : undefined,
  errorComponent:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function Failed(props: ErrorComponentProps) {
          return <LowCostSupportError {...props} reference={Route.useSearch().reference} />;
        }
      : undefined,
  component:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function Support() {
          return <LowCostSupportPage reference={Route.useSearch().reference} />;
        }
      : undefined,
});
