/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_EmptyInputs */

const en_amount_empty = /** @type {(inputs: Amount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount`)
};

const fr_amount_empty = /** @type {(inputs: Amount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un montant`)
};

/**
* | output |
* | --- |
* | "Enter an amount" |
*
* @param {Amount_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_empty = /** @type {((inputs?: Amount_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_empty(inputs)
	return en_amount_empty(inputs)
});