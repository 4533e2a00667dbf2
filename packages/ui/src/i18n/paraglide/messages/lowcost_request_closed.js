/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Request_ClosedInputs */

const en_lowcost_request_closed = /** @type {(inputs: Lowcost_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const fr_lowcost_request_closed = /** @type {(inputs: Lowcost_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clôturée`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Lowcost_Request_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_closed = /** @type {((inputs?: Lowcost_Request_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Request_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_request_closed(inputs)
	return en_lowcost_request_closed(inputs)
});