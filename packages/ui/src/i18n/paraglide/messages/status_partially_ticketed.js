/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Partially_TicketedInputs */

const en_status_partially_ticketed = /** @type {(inputs: Status_Partially_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partially ticketed`)
};

const fr_status_partially_ticketed = /** @type {(inputs: Status_Partially_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partiellement émis`)
};

/**
* | output |
* | --- |
* | "Partially ticketed" |
*
* @param {Status_Partially_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_partially_ticketed = /** @type {((inputs?: Status_Partially_TicketedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Partially_TicketedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_status_partially_ticketed(inputs)
	return en_status_partially_ticketed(inputs)
});