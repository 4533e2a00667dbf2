/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tickets_LoadingInputs */

const en_home_tickets_loading = /** @type {(inputs: Home_Tickets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tickets…`)
};

const fr_home_tickets_loading = /** @type {(inputs: Home_Tickets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des billets…`)
};

/**
* | output |
* | --- |
* | "Loading tickets…" |
*
* @param {Home_Tickets_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_tickets_loading = /** @type {((inputs?: Home_Tickets_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tickets_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_tickets_loading(inputs)
	return en_home_tickets_loading(inputs)
});