import { inInterfaceLanguage, withValues } from '@comptoir/ui/i18n';
import { m } from '@comptoir/ui/i18n/messages';
import { LOW_COST_AIRLINE } from '../rules';

const airline = { airline: LOW_COST_AIRLINE.name };

/**
 * Every message the plugin's links and its airline's rules may give (`LINK_FIELD_MESSAGES`,
 * `SEARCH_RULE_MESSAGES`, SPEC §5's passengers' message), as the catalogue words them.
 */
const LOW_COST_LINK_MESSAGES = [
  m.lowcost_choose_from,
  m.lowcost_choose_to,
  m.lowcost_choose_date,
  m.lowcost_choose_return_date,
  m.lowcost_return_before_departure,
  m.lowcost_link_return_flight_missing,
  m.lowcost_link_not_a_flight,
  m.lowcost_link_not_a_departure,
  withValues(m.lowcost_route_not_flown, airline),
  withValues(m.lowcost_no_unaccompanied_minors, airline),
  m.search_error_passengers,
];

/**
 * What is wrong with a plugin page's link in the interface's language: a rule's message as the catalogue
 * words it; a parameter refused by its type alone (zod's own words) as "The parameter … is not valid".
 *
 * @example
 * lowCostLinkWords({ message: 'Argana Air does not fly this route.' }) // 'Argana Air ne dessert pas cette ligne.' in French
 * lowCostLinkWords({ parameter: 'adt', message: 'Invalid input: expected number, received string' })
 * // 'The parameter adt is not valid'
 */
export function lowCostLinkWords({ parameter, message }: { parameter?: string; message: string }): string {
  return inInterfaceLanguage(message, LOW_COST_LINK_MESSAGES, () =>
    parameter === undefined ? message : m.link_parameter_invalid({ parameter }),
  );
}
