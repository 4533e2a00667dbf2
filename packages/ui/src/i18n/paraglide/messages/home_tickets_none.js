/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tickets_NoneInputs */

const en_home_tickets_none = /** @type {(inputs: Home_Tickets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tickets yet.`)
};

const fr_home_tickets_none = /** @type {(inputs: Home_Tickets_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun billet pour l'instant.`)
};

/**
* | output |
* | --- |
* | "No tickets yet." |
*
* @param {Home_Tickets_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_none = /** @type {((inputs?: Home_Tickets_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tickets_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_tickets_none(inputs)
	return en_home_tickets_none(inputs)
});