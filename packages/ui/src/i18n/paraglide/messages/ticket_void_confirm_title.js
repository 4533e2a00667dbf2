/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Ticket_Void_Confirm_TitleInputs */

const en_ticket_void_confirm_title = /** @type {(inputs: Ticket_Void_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Void ticket ${i?.number}`)
};

const fr_ticket_void_confirm_title = /** @type {(inputs: Ticket_Void_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annuler le billet ${i?.number} (void)`)
};

/**
* | output |
* | --- |
* | "Void ticket {number}" |
*
* @param {Ticket_Void_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void_confirm_title = /** @type {((inputs: Ticket_Void_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Void_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_void_confirm_title(inputs)
	return en_ticket_void_confirm_title(inputs)
});