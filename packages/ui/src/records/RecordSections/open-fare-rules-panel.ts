import type { FareRule } from '@comptoir/flight-domain';
import { loadOnce } from '@comptoir/flight-domain';

// The panel's code (its texts) is fetched when the fare rules are first shown.
const loadFareRulesPanel = loadOnce(() =>
  import('./fare-rules-panel').then((module) => module.showFareRulesPanel),
);

/**
 * Shows a reservation's fare rules, as `PUT fare-rules/{id}` answered them, in the global side panel: a
 * sheet from the right at 768 px and wider, a bottom drawer on a phone (SPEC §2, §9). Resolves once the
 * panel is asked to open (its code fetched with the first one).
 *
 * @example
 * const { fareRules } = await fareRules.mutateAsync({ id });
 * await openFareRulesPanel(reservation.locator, fareRules);
 */
export async function openFareRulesPanel(locator: string, fareRules: readonly FareRule[]): Promise<void> {
  (await loadFareRulesPanel())(locator, fareRules);
}
