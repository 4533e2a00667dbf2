/**
 * The messages of the rules the workbench's editors check (flight-domain's, English: `record-edit-rules.ts`,
 * the OSI remarks', the meals' and the booking form's rules they reuse) in the interface's language
 * (decision 0056's convention). Loaded with the editors, not with a record's page. The booking form's
 * messages the editors meet have messages of their own (`editor_items_error_…`, the same words as
 * `booking_error_…`): the booking form's, shared with the editors' chunk, moved groups in the chunk plan
 * and took 0.3 to 0.4 KiB onto most pages' first load.
 */
import { OSI_REMARK_MAX_LENGTH } from '@comptoir/flight-domain';
import { inInterfaceLanguage, withValues } from '../../i18n/domain-words';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What the editors' rules may say (`OSI_MESSAGES`, `MEAL_MESSAGES`, `SPLIT_MESSAGES`,
 * `UPDATABLE_ITEM_MESSAGES`, and `BOOKING_MESSAGES` for an updatable item's value and a contact), as the
 * catalogue words it.
 */
export const EDIT_RULE_MESSAGES = [
  m.editor_osi_error_empty,
  withValues(m.editor_osi_error_too_long, { max: OSI_REMARK_MAX_LENGTH }),
  m.editor_osi_error_none,
  m.editor_choose_traveler,
  m.editor_meals_choose_flight,
  m.editor_meals_choose_meal,
  m.editor_split_error_none,
  m.editor_split_error_all,
  m.editor_items_error_value,
  m.editor_items_error_first_name,
  m.editor_items_error_last_name,
  m.editor_items_error_birth_date,
  m.editor_items_error_document_number,
  m.editor_items_error_document_expiry,
  m.editor_items_error_email,
  m.editor_items_error_phone,
];

/**
 * A message of an editor's rule in the interface's language (an updatable item's name or document, a
 * contact's e-mail or phone, a remark, a meal, a split); one it does not know (zod's own), as it comes.
 *
 * @example
 * editRuleWords(MEAL_MESSAGES.code) // 'Choose a meal', 'Choisissez un repas' in French
 */
export function editRuleWords(message: string): string {
  return inInterfaceLanguage(message, EDIT_RULE_MESSAGES);
}
