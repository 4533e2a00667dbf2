/**
 * The messages of the rules the workbench's editors check (flight-domain's, English: `record-edit-rules.ts`,
 * the OSI remarks', the meals' and the booking form's rules they reuse) in the interface's language. Loaded
 * with the editors, not with a record's page.
 */
import {
  MEAL_MESSAGES,
  OSI_MESSAGES,
  OSI_REMARK_MAX_LENGTH,
  SPLIT_MESSAGES,
  UPDATABLE_ITEM_MESSAGES,
} from '@comptoir/flight-domain';
import { bookingMessageWords } from '../../i18n/booking-labels';
import { m } from '../../i18n/paraglide/messages.js';

/** The editors' own rules' messages, by their English. */
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
};

/**
 * A message of an editor's rule in the interface's language: the editors' own rules, then the booking
 * form's (an updatable item's name or document, a contact's e-mail or phone); one it does not know (zod's
 * own), as it comes.
 *
 * @example
 * editRuleWords(MEAL_MESSAGES.code) // 'Choose a meal', 'Choisissez un repas' in French
 */
export function editRuleWords(message: string): string {
  return Object.hasOwn(EDIT_RULE_WORDS, message)
    ? (EDIT_RULE_WORDS[message]?.() ?? message)
    : bookingMessageWords(message);
}
