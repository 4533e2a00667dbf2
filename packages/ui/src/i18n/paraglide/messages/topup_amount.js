/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_AmountInputs */

const en_topup_amount = /** @type {(inputs: Topup_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (MAD)`)
};

const fr_topup_amount = /** @type {(inputs: Topup_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant (MAD)`)
};

/**
* | output |
* | --- |
* | "Amount (MAD)" |
*
* @param {Topup_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_amount = /** @type {((inputs?: Topup_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_amount(inputs)
	return en_topup_amount(inputs)
});