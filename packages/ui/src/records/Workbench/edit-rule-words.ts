/**
 * The messages of the rules the workbench's editors check (flight-domain's, English: `record-edit-rules.ts`,
 * the OSI remarks', the meals' and the booking form's rules they reuse) in the interface's language. Loaded
 * with the editors, not with a record's page. The booking form's messages the editors meet have messages of
 * their own (`editor_items_error_…`, the same words as `booking_error_…`): the booking form's, shared with
 * the editors' chunk, moved groups in the chunk plan and took 0.3 to 0.4 KiB onto most pages' first load.
 */
import {
  BOOKING_MESSAGES,
  MEAL_MESSAGES,
  OSI_MESSAGES,
  OSI_REMARK_MAX_LENGTH,
  SPLIT_MESSAGES,
  UPDATABLE_ITEM_MESSAGES,
} from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/** The editors' rules' messages, by their English. */
const EDIT_RULE_WORDS: Readonly<Record<string, () => string>> = {
  [OSI_MESSAGES.empty]: m.editor_osi_error_empty,
  [OSI_MESSAGES.tooLong]: () => m.editor_osi_error_too_long({ max: OSI_REMARK_MAX_LENGTH }),
  [OSI_MESSAGES.none]: m.editor_osi_error_none,
  [MEAL_MESSAGES.traveler]: m.editor_choose_traveler,
  [MEAL_MESSAGES.offer]: m.editor_meals_choose_flight,
  [MEAL_MESSAGES.code]: m.editor_meals_choose_meal,
  [SPLIT_MESSAGES.none]: m.editor_split_error_none,
  [SPLIT_MESSAGES.all]: m.editor_split_error_all,
  [UPDATABLE_ITEM_MESSAGES.empty]: m.editor_items_error_value,
  // An updatable item's value and a contact are checked with the booking form's rules.
  [BOOKING_MESSAGES.firstName]: m.editor_items_error_first_name,
  [BOOKING_MESSAGES.lastName]: m.editor_items_error_last_name,
  [BOOKING_MESSAGES.birthDate]: m.editor_items_error_birth_date,
  [BOOKING_MESSAGES.documentNumber]: m.editor_items_error_document_number,
  [BOOKING_MESSAGES.documentExpiry]: m.editor_items_error_document_expiry,
  [BOOKING_MESSAGES.email]: m.editor_items_error_email,
  [BOOKING_MESSAGES.phone]: m.editor_items_error_phone,
};

/**
 * A message of an editor's rule in the interface's language (an updatable item's name or document, a
 * contact's e-mail or phone, a remark, a meal, a split); one it does not know (zod's own), as it comes.
 *
 * @example
 * editRuleWords(MEAL_MESSAGES.code) // 'Choose a meal', 'Choisissez un repas' in French
 */
export function editRuleWords(message: string): string {
  return Object.hasOwn(EDIT_RULE_WORDS, message) ? (EDIT_RULE_WORDS[message]?.() ?? message) : message;
}
