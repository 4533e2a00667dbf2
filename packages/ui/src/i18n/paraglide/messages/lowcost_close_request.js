/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Close_RequestInputs */

const en_lowcost_close_request = /** @type {(inputs: Lowcost_Close_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close request`)
};

const fr_lowcost_close_request = /** @type {(inputs: Lowcost_Close_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clôturer la demande`)
};

/**
* | output |
* | --- |
* | "Close request" |
*
* @param {Lowcost_Close_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_close_request = /** @type {((inputs?: Lowcost_Close_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Close_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_close_request(inputs)
	return en_lowcost_close_request(inputs)
});