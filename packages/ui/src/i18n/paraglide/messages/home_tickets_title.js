/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tickets_TitleInputs */

const en_home_tickets_title = /** @type {(inputs: Home_Tickets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest tickets`)
};

const fr_home_tickets_title = /** @type {(inputs: Home_Tickets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers billets`)
};

/**
* | output |
* | --- |
* | "Latest tickets" |
*
* @param {Home_Tickets_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_title = /** @type {((inputs?: Home_Tickets_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tickets_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_tickets_title(inputs)
	return en_home_tickets_title(inputs)
});