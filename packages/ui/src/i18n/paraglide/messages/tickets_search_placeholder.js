/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Search_PlaceholderInputs */

const en_tickets_search_placeholder = /** @type {(inputs: Tickets_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket number, locator or passenger`)
};

const fr_tickets_search_placeholder = /** @type {(inputs: Tickets_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N° de billet, PNR ou passager`)
};

/**
* | output |
* | --- |
* | "Ticket number, locator or passenger" |
*
* @param {Tickets_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_search_placeholder = /** @type {((inputs?: Tickets_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tickets_search_placeholder(inputs)
	return en_tickets_search_placeholder(inputs)
});