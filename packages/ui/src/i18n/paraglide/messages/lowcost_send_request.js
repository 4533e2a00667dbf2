/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Send_RequestInputs */

const en_lowcost_send_request = /** @type {(inputs: Lowcost_Send_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send to the airline`)
};

const fr_lowcost_send_request = /** @type {(inputs: Lowcost_Send_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer à la compagnie`)
};

/**
* | output |
* | --- |
* | "Send to the airline" |
*
* @param {Lowcost_Send_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_send_request = /** @type {((inputs?: Lowcost_Send_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Send_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_send_request(inputs)
	return en_lowcost_send_request(inputs)
});