/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Cancel_ElsewhereInputs */

const en_cmd_cancel_elsewhere = /** @type {(inputs: Cmd_Cancel_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`XI cancels the reservation shown: this page has no "Cancel reservation" to run.`)
};

const fr_cmd_cancel_elsewhere = /** @type {(inputs: Cmd_Cancel_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`XI annule la réservation affichée : cette page n'a pas d'« Annuler la réservation ».`)
};

/**
* | output |
* | --- |
* | "XI cancels the reservation shown: this page has no \"Cancel reservation\" to run." |
*
* @param {Cmd_Cancel_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_cancel_elsewhere = /** @type {((inputs?: Cmd_Cancel_ElsewhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Cancel_ElsewhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_cancel_elsewhere(inputs)
	return en_cmd_cancel_elsewhere(inputs)
});