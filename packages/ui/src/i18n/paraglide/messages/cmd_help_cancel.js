/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_CancelInputs */

const en_cmd_help_cancel = /** @type {(inputs: Cmd_Help_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the reservation shown`)
};

const fr_cmd_help_cancel = /** @type {(inputs: Cmd_Help_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la réservation affichée`)
};

/**
* | output |
* | --- |
* | "Cancel the reservation shown" |
*
* @param {Cmd_Help_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_cancel = /** @type {((inputs?: Cmd_Help_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_cancel(inputs)
	return en_cmd_help_cancel(inputs)
});