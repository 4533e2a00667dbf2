/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Request_OpenInputs */

const en_lowcost_request_open = /** @type {(inputs: Lowcost_Request_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const fr_lowcost_request_open = /** @type {(inputs: Lowcost_Request_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverte`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Lowcost_Request_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_open = /** @type {((inputs?: Lowcost_Request_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Request_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_request_open(inputs)
	return en_lowcost_request_open(inputs)
});