/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_RequestsInputs */

const en_lowcost_requests = /** @type {(inputs: Lowcost_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support requests`)
};

const fr_lowcost_requests = /** @type {(inputs: Lowcost_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d'assistance`)
};

/**
* | output |
* | --- |
* | "Support requests" |
*
* @param {Lowcost_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_requests = /** @type {((inputs?: Lowcost_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_requests(inputs)
	return en_lowcost_requests(inputs)
});