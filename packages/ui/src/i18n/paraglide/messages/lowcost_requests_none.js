/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Requests_NoneInputs */

const en_lowcost_requests_none = /** @type {(inputs: Lowcost_Requests_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No support request yet: open one on a booking below.`)
};

const fr_lowcost_requests_none = /** @type {(inputs: Lowcost_Requests_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande d'assistance pour l'instant : ouvrez-en une sur une réservation ci-dessous.`)
};

/**
* | output |
* | --- |
* | "No support request yet: open one on a booking below." |
*
* @param {Lowcost_Requests_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_requests_none = /** @type {((inputs?: Lowcost_Requests_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Requests_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_requests_none(inputs)
	return en_lowcost_requests_none(inputs)
});