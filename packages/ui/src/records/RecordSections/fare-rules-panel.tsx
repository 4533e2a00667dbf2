import type { FareRule } from '@comptoir/flight-domain';
import { openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { FareRulesSection } from './FareRulesSection';

/**
 * Shows a reservation's fare rules, as `PUT fare-rules/{id}` answered them, in the global side panel: a
 * sheet from the right at 768 px and wider, a bottom drawer on a phone (SPEC §2, §9). Fetched when the
 * rules are first shown (`openFareRulesPanel`), not with the page.
 */
export function showFareRulesPanel(locator: string, fareRules: readonly FareRule[]): void {
  openSidePanel({
    title: `Fare rules of ${locator}`,
    description: 'The conditions of the fare: changes, refunds, baggage and voiding.',
    size: 'md',
    view: <FareRulesSection fareRules={fareRules} />,
  });
}
