import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

/** The low-cost airline plugin's root; the app guard sends to / when the plugin flag is off. */
export const Route = createFileRoute('/_app/low-cost/')({ component: LowCostHome });

function LowCostHome() {
  return <PlaceholderPage title="Low-cost airline" />;
}
