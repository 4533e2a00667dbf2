/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Reference_RequiredInputs */

const en_topup_reference_required = /** @type {(inputs: Topup_Reference_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the payment reference`)
};

const fr_topup_reference_required = /** @type {(inputs: Topup_Reference_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la référence du paiement`)
};

/**
* | output |
* | --- |
* | "Enter the payment reference" |
*
* @param {Topup_Reference_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_reference_required = /** @type {((inputs?: Topup_Reference_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Reference_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_reference_required(inputs)
	return en_topup_reference_required(inputs)
});