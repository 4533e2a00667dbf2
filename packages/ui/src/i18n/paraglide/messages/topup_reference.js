/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_ReferenceInputs */

const en_topup_reference = /** @type {(inputs: Topup_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment reference`)
};

const fr_topup_reference = /** @type {(inputs: Topup_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence du paiement`)
};

/**
* | output |
* | --- |
* | "Payment reference" |
*
* @param {Topup_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_reference = /** @type {((inputs?: Topup_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_reference(inputs)
	return en_topup_reference(inputs)
});