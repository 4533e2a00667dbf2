/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Cmd_Unknown_MonthInputs */

const en_cmd_unknown_month = /** @type {(inputs: Cmd_Unknown_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown month "${i?.month}": use JAN to DEC.`)
};

const fr_cmd_unknown_month = /** @type {(inputs: Cmd_Unknown_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mois inconnu « ${i?.month} » : utilisez JAN à DEC.`)
};

/**
* | output |
* | --- |
* | "Unknown month \"{month}\": use JAN to DEC." |
*
* @param {Cmd_Unknown_MonthInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_month = /** @type {((inputs: Cmd_Unknown_MonthInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Unknown_MonthInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_unknown_month(inputs)
	return en_cmd_unknown_month(inputs)
});