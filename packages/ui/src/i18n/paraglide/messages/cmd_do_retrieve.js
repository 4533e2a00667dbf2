/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Cmd_Do_RetrieveInputs */

const en_cmd_do_retrieve = /** @type {(inputs: Cmd_Do_RetrieveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the booking ${i?.locator}`)
};

const fr_cmd_do_retrieve = /** @type {(inputs: Cmd_Do_RetrieveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrir la réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Open the booking {locator}" |
*
* @param {Cmd_Do_RetrieveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_retrieve = /** @type {((inputs: Cmd_Do_RetrieveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_RetrieveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_retrieve(inputs)
	return en_cmd_do_retrieve(inputs)
});