import { lowCostXmlSupportList, lowCostXmlSupportSearchSchema } from '@comptoir/flight-domain';
import { lowCostSupportQueries } from '@comptoir/plugin-low-cost/client';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  LowCostXmlSupportFailed,
  LowCostXmlSupportPage,
  LowCostXmlSupportPending,
} from './-components/LowCostXmlSupportPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The low-cost airline's XML support (SPEC §2): every XML message exchanged with it, found by booking
 * reference, day or text. Only in a build with the plugin (docs/decisions/0023).
 */
export const Route = createFileRoute('/_app/low-cost/xml-support')({
  // The loader, the page and its pending and error views in one chunk: they share the view's wiring.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostXmlSupportSearchSchema,
  // Opening a message does not reload the list.
  loaderDeps: ({ search }) => lowCostXmlSupportList(search),
  loader: ({ context, deps }) => context.queryClient.query(lowCostSupportQueries.xmlExchanges(deps)),
  pendingComponent: Pending,
  errorComponent: Failed,
  component: XmlSupport,
});

function XmlSupport() {
  usePageTitle(m.page_title_lowcost_xml_support());
  return <LowCostXmlSupportPage search={Route.useSearch()} />;
}

function Pending() {
  return <LowCostXmlSupportPending search={Route.useSearch()} />;
}

function Failed(props: ErrorComponentProps) {
  return <LowCostXmlSupportFailed {...props} search={Route.useSearch()} />;
}
