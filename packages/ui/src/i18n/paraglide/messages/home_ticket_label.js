/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Home_Ticket_LabelInputs */

const en_home_ticket_label = /** @type {(inputs: Home_Ticket_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number}`)
};

const fr_home_ticket_label = /** @type {(inputs: Home_Ticket_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Home_Ticket_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_ticket_label = /** @type {((inputs: Home_Ticket_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ticket_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_ticket_label(inputs)
	return en_home_ticket_label(inputs)
});