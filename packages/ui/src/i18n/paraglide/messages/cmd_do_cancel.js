/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Do_CancelInputs */

const en_cmd_do_cancel = /** @type {(inputs: Cmd_Do_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this reservation`)
};

const fr_cmd_do_cancel = /** @type {(inputs: Cmd_Do_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cette réservation`)
};

/**
* | output |
* | --- |
* | "Cancel this reservation" |
*
* @param {Cmd_Do_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_cancel = /** @type {((inputs?: Cmd_Do_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_cancel(inputs)
	return en_cmd_do_cancel(inputs)
});