/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Amount_HintInputs */

const en_topup_amount_hint = /** @type {(inputs: Topup_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French format, e.g. 1 234,56`)
};

const fr_topup_amount_hint = /** @type {(inputs: Topup_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format français, par ex. 1 234,56`)
};

/**
* | output |
* | --- |
* | "French format, e.g. 1 234,56" |
*
* @param {Topup_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_amount_hint = /** @type {((inputs?: Topup_Amount_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Amount_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_amount_hint(inputs)
	return en_topup_amount_hint(inputs)
});