/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Next_ConfirmInputs */

const en_exchange_next_confirm = /** @type {(inputs: Exchange_Next_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next: confirm`)
};

const fr_exchange_next_confirm = /** @type {(inputs: Exchange_Next_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant : confirmation`)
};

/**
* | output |
* | --- |
* | "Next: confirm" |
*
* @param {Exchange_Next_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_next_confirm = /** @type {((inputs?: Exchange_Next_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Next_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_next_confirm(inputs)
	return en_exchange_next_confirm(inputs)
});