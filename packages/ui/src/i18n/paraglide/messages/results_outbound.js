/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_OutboundInputs */

const en_results_outbound = /** @type {(inputs: Results_OutboundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outbound`)
};

const fr_results_outbound = /** @type {(inputs: Results_OutboundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller`)
};

/**
* | output |
* | --- |
* | "Outbound" |
*
* @param {Results_OutboundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_outbound = /** @type {((inputs?: Results_OutboundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_OutboundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_outbound(inputs)
	return en_results_outbound(inputs)
});