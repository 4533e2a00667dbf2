/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tickets_AllInputs */

const en_home_tickets_all = /** @type {(inputs: Home_Tickets_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All tickets`)
};

const fr_home_tickets_all = /** @type {(inputs: Home_Tickets_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les billets`)
};

/**
* | output |
* | --- |
* | "All tickets" |
*
* @param {Home_Tickets_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_all = /** @type {((inputs?: Home_Tickets_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tickets_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_tickets_all(inputs)
	return en_home_tickets_all(inputs)
});