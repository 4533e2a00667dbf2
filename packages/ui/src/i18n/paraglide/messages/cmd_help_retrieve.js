/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_RetrieveInputs */

const en_cmd_help_retrieve = /** @type {(inputs: Cmd_Help_RetrieveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the booking RWBAUM`)
};

const fr_cmd_help_retrieve = /** @type {(inputs: Cmd_Help_RetrieveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la réservation RWBAUM`)
};

/**
* | output |
* | --- |
* | "Open the booking RWBAUM" |
*
* @param {Cmd_Help_RetrieveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_retrieve = /** @type {((inputs?: Cmd_Help_RetrieveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_RetrieveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_retrieve(inputs)
	return en_cmd_help_retrieve(inputs)
});