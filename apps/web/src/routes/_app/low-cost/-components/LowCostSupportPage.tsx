import { errorMessage } from '@comptoir/api';
import {
  lowCostSupportQueries,
  useCloseSupportRequest,
  useOpenSupportRequest,
} from '@comptoir/plugin-low-cost/client';
import { airlinePolicies, LOW_COST_AIRLINE } from '@comptoir/plugin-low-cost/rules';
import {
  LowCostSupportView,
  policyWords,
  type LowCostSupportViewProps,
} from '@comptoir/plugin-low-cost/views';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { queryState } from '../../../../queries/query-state';

/** The booking reference a new support request starts with (`?reference=`), if any. */
interface SupportPageProps {
  reference: string | undefined;
}

/** The view with the link's booking reference, the airline's policies and the two writes. */
function SupportView({ reference, requests }: SupportPageProps & Pick<LowCostSupportViewProps, 'requests'>) {
  const open = useOpenSupportRequest();
  const close = useCloseSupportRequest();
  return (
    <LowCostSupportView
      airlineName={LOW_COST_AIRLINE.name}
      policies={airlinePolicies(policyWords)}
      requests={requests}
      onOpenRequest={open.mutateAsync}
      onCloseRequest={close.mutateAsync}
      initialReference={reference}
    />
  );
}

/** The airline's policies and the organization's support requests, refreshed after each write. */
export function LowCostSupportPage({ reference }: SupportPageProps) {
  const requests = useSuspenseQuery(lowCostSupportQueries.supportRequests());
  return <SupportView reference={reference} requests={queryState(requests)} />;
}

/** While the loader fetches the requests. */
export function LowCostSupportPending({ reference }: SupportPageProps) {
  return <SupportView reference={reference} requests={{ status: 'pending' }} />;
}

/** When the loader failed: the view's error, whose retry runs the loader again. */
export function LowCostSupportFailed({ error, reference }: ErrorComponentProps & SupportPageProps) {
  const router = useRouter();
  return (
    <SupportView
      reference={reference}
      requests={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
    />
  );
}
