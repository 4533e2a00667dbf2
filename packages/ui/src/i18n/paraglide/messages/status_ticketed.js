/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_TicketedInputs */

const en_status_ticketed = /** @type {(inputs: Status_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketed`)
};

const fr_status_ticketed = /** @type {(inputs: Status_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émis`)
};

/**
* | output |
* | --- |
* | "Ticketed" |
*
* @param {Status_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_ticketed = /** @type {((inputs?: Status_TicketedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_TicketedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_status_ticketed(inputs)
	return en_status_ticketed(inputs)
});