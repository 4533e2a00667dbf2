/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Status_AllInputs */

const en_tickets_status_all = /** @type {(inputs: Tickets_Status_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const fr_tickets_status_all = /** @type {(inputs: Tickets_Status_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les statuts`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Tickets_Status_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_status_all = /** @type {((inputs?: Tickets_Status_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Status_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tickets_status_all(inputs)
	return en_tickets_status_all(inputs)
});