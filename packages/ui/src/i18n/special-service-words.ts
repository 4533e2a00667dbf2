/**
 * The special services' codes in the interface's language: the IATA meal codes (flight-domain's
 * `MEAL_CODES`, English) and the assistance codes (`DISABILITY_SSR_CODES`). A code flight-domain adds fails
 * the type-check here until it is worded.
 */
import type { DISABILITY_SSR_CODES, MealCode } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

type AssistanceCode = keyof typeof DISABILITY_SSR_CODES;

const MEAL_WORDS: Readonly<Record<MealCode, () => string>> = {
  AVML: m.editor_meal_avml,
  BBML: m.editor_meal_bbml,
  BLML: m.editor_meal_blml,
  CHML: m.editor_meal_chml,
  DBML: m.editor_meal_dbml,
  FPML: m.editor_meal_fpml,
  GFML: m.editor_meal_gfml,
  HNML: m.editor_meal_hnml,
  KSML: m.editor_meal_ksml,
  LCML: m.editor_meal_lcml,
  LFML: m.editor_meal_lfml,
  LSML: m.editor_meal_lsml,
  MOML: m.editor_meal_moml,
  NLML: m.editor_meal_nlml,
  RVML: m.editor_meal_rvml,
  SFML: m.editor_meal_sfml,
  SPML: m.editor_meal_spml,
  VGML: m.editor_meal_vgml,
  VJML: m.editor_meal_vjml,
  VLML: m.editor_meal_vlml,
  VOML: m.editor_meal_voml,
};

const ASSISTANCE_WORDS: Readonly<Record<AssistanceCode, () => string>> = {
  WCHR: m.editor_disability_code_wchr,
  WCHS: m.editor_disability_code_wchs,
  WCHC: m.editor_disability_code_wchc,
  BLND: m.editor_disability_code_blnd,
  DEAF: m.editor_disability_code_deaf,
  DPNA: m.editor_disability_code_dpna,
};

/**
 * A special service's name in the interface's language, by its code (a meal or an assistance code, in
 * any case); `undefined` for a code it does not know, whose own description is then shown as it comes.
 *
 * @example
 * specialServiceWords('vgml') // 'Vegetarian vegan meal', 'Repas végétalien' in French
 * specialServiceWords('XXML') // undefined
 */
export function specialServiceWords(code: string): string | undefined {
  const upper = code.toUpperCase();
  if (Object.hasOwn(MEAL_WORDS, upper)) return MEAL_WORDS[upper as MealCode]();
  if (Object.hasOwn(ASSISTANCE_WORDS, upper)) return ASSISTANCE_WORDS[upper as AssistanceCode]();
  return undefined;
}
