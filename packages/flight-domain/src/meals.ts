/**
 * Special meals (IATA SSR meal codes) that can be requested for a traveler on a reservation
 * (SPEC §7 `POST {locator}/meal/{workbenchID}/add` with `{offerId, travelerId, code}`).
 */
import { z } from './zod-mini';

/**
 * The IATA special meal codes with their labels, in alphabetical order of code.
 *
 * @example
 * MEAL_CODES.VGML // 'Vegetarian vegan meal'
 */
export const MEAL_CODES = {
  AVML: 'Asian vegetarian meal',
  BBML: 'Baby meal',
  BLML: 'Bland meal',
  CHML: 'Child meal',
  DBML: 'Diabetic meal',
  FPML: 'Fruit platter',
  GFML: 'Gluten-intolerant meal',
  HNML: 'Hindu meal',
  KSML: 'Kosher meal',
  LCML: 'Low-calorie meal',
  LFML: 'Low-fat meal',
  LSML: 'Low-salt meal',
  MOML: 'Muslim meal',
  NLML: 'Non-lactose meal',
  RVML: 'Raw vegetarian meal',
  SFML: 'Seafood meal',
  SPML: 'Special meal',
  VGML: 'Vegetarian vegan meal',
  VJML: 'Vegetarian Jain meal',
  VLML: 'Vegetarian lacto-ovo meal',
  VOML: 'Vegetarian oriental meal',
} as const;

/** An IATA special meal code: `VGML`, `MOML`… */
export type MealCode = keyof typeof MEAL_CODES;

/**
 * Whether a text is an IATA meal code, in any case.
 *
 * @example
 * isMealCode('vgml') // true
 * isMealCode('XXML') // false
 */
export function isMealCode(code: string): boolean {
  return Object.hasOwn(MEAL_CODES, code.toUpperCase());
}

/**
 * The label of a meal code, in any case, or `undefined` when it is not one.
 *
 * @example
 * mealCodeLabel('chml') // 'Child meal'
 * mealCodeLabel('XXML') // undefined
 */
export function mealCodeLabel(code: string): string | undefined {
  const upper = code.toUpperCase();
  return isMealCode(upper) ? MEAL_CODES[upper as MealCode] : undefined;
}

/** Messages of the meal request form. */
export const MEAL_MESSAGES = {
  traveler: 'Choose a traveler',
  offer: 'Choose a flight',
  code: 'Choose a meal',
} as const;

/**
 * A meal request as the form sends it (the body of the add call): every field chosen, and the code a
 * real IATA meal code.
 *
 * @example
 * mealRequestSchema.safeParse({ offerId: 'CO-1', travelerId: 'T1', code: '' }).error?.issues[0]?.message // 'Choose a meal'
 */
export const mealRequestSchema = z.object({
  offerId: z.string().check(z.trim(), z.minLength(1, MEAL_MESSAGES.offer)),
  travelerId: z.string().check(z.trim(), z.minLength(1, MEAL_MESSAGES.traveler)),
  code: z.string().check(z.refine(isMealCode, MEAL_MESSAGES.code)),
});
export type MealRequest = z.infer<typeof mealRequestSchema>;
