/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Cmd_No_MonthInputs */

const en_cmd_no_month = /** @type {(inputs: Cmd_No_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no month ${i?.month}: use 1 to 12.`)
};

const fr_cmd_no_month = /** @type {(inputs: Cmd_No_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n'y a pas de mois ${i?.month} : utilisez 1 à 12.`)
};

/**
* | output |
* | --- |
* | "There is no month {month}: use 1 to 12." |
*
* @param {Cmd_No_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_month = /** @type {((inputs: Cmd_No_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_No_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_no_month(inputs)
	return en_cmd_no_month(inputs)
});