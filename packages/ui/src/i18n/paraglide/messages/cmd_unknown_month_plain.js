/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Cmd_Unknown_Month_PlainInputs */

const en_cmd_unknown_month_plain = /** @type {(inputs: Cmd_Unknown_Month_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown month "${i?.month}": use JAN to DEC, or 15/12.`)
};

const fr_cmd_unknown_month_plain = /** @type {(inputs: Cmd_Unknown_Month_PlainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mois inconnu « ${i?.month} » : utilisez JAN à DEC, ou 15/12.`)
};

/**
* | output |
* | --- |
* | "Unknown month \"{month}\": use JAN to DEC, or 15/12." |
*
* @param {Cmd_Unknown_Month_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_unknown_month_plain = /** @type {((inputs: Cmd_Unknown_Month_PlainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Unknown_Month_PlainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_unknown_month_plain(inputs)
	return en_cmd_unknown_month_plain(inputs)
});