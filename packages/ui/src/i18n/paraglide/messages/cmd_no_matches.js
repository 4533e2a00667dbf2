/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Cmd_No_MatchesInputs */

const en_cmd_no_matches = /** @type {(inputs: Cmd_No_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No page, action or record matches “${i?.text}”.`)
};

const fr_cmd_no_matches = /** @type {(inputs: Cmd_No_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune page, action ou dossier ne correspond à « ${i?.text} ».`)
};

/**
* | output |
* | --- |
* | "No page, action or record matches “{text}”." |
*
* @param {Cmd_No_MatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_matches = /** @type {((inputs: Cmd_No_MatchesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_No_MatchesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_no_matches(inputs)
	return en_cmd_no_matches(inputs)
});