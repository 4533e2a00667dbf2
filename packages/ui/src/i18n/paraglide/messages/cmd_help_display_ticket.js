/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_Display_TicketInputs */

const en_cmd_help_display_ticket = /** @type {(inputs: Cmd_Help_Display_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the ticket shown`)
};

const fr_cmd_help_display_ticket = /** @type {(inputs: Cmd_Help_Display_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le billet affiché`)
};

/**
* | output |
* | --- |
* | "Show the ticket shown" |
*
* @param {Cmd_Help_Display_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_display_ticket = /** @type {((inputs?: Cmd_Help_Display_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_Display_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_display_ticket(inputs)
	return en_cmd_help_display_ticket(inputs)
});