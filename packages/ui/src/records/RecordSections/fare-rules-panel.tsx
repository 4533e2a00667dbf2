import type { FareRule } from '@comptoir/flight-domain';
import { openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { FareRulesSection } from './FareRulesSection';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Shows a reservation's fare rules, as `PUT fare-rules/{id}` answered them, in the global side panel: a
 * sheet from the right at 768 px and wider, a bottom drawer on a phone (SPEC §2, §9). Fetched when the
 * rules are first shown (`openFareRulesPanel`), not with the page.
 */
export function showFareRulesPanel(locator: string, fareRules: readonly FareRule[]): void {
  openSidePanel({
    title: m.record_fare_rules_of({ locator }),
    description: m.record_fare_rules_description(),
    size: 'md',
    view: <FareRulesSection fareRules={fareRules} />,
  });
}
