/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Reference_HintInputs */

const en_topup_reference_hint = /** @type {(inputs: Topup_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The transfer, check or card receipt number`)
};

const fr_topup_reference_hint = /** @type {(inputs: Topup_Reference_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le numéro du virement, du chèque ou du reçu de carte`)
};

/**
* | output |
* | --- |
* | "The transfer, check or card receipt number" |
*
* @param {Topup_Reference_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_reference_hint = /** @type {((inputs?: Topup_Reference_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Reference_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_reference_hint(inputs)
	return en_topup_reference_hint(inputs)
});