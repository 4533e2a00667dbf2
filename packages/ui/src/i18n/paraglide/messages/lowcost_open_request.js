/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Open_RequestInputs */

const en_lowcost_open_request = /** @type {(inputs: Lowcost_Open_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a support request`)
};

const fr_lowcost_open_request = /** @type {(inputs: Lowcost_Open_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir une demande d'assistance`)
};

/**
* | output |
* | --- |
* | "Open a support request" |
*
* @param {Lowcost_Open_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_open_request = /** @type {((inputs?: Lowcost_Open_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Open_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_open_request(inputs)
	return en_lowcost_open_request(inputs)
});