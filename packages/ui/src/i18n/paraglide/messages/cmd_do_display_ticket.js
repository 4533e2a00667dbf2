/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Do_Display_TicketInputs */

const en_cmd_do_display_ticket = /** @type {(inputs: Cmd_Do_Display_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this ticket`)
};

const fr_cmd_do_display_ticket = /** @type {(inputs: Cmd_Do_Display_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher ce billet`)
};

/**
* | output |
* | --- |
* | "Show this ticket" |
*
* @param {Cmd_Do_Display_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_display_ticket = /** @type {((inputs?: Cmd_Do_Display_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_Display_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_display_ticket(inputs)
	return en_cmd_do_display_ticket(inputs)
});