/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Display_Ticket_ElsewhereInputs */

const en_cmd_display_ticket_elsewhere = /** @type {(inputs: Cmd_Display_Ticket_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TWD shows the ticket shown: this page has no ticket to show.`)
};

const fr_cmd_display_ticket_elsewhere = /** @type {(inputs: Cmd_Display_Ticket_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TWD affiche le billet affiché : cette page n'a pas de billet à afficher.`)
};

/**
* | output |
* | --- |
* | "TWD shows the ticket shown: this page has no ticket to show." |
*
* @param {Cmd_Display_Ticket_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_display_ticket_elsewhere = /** @type {((inputs?: Cmd_Display_Ticket_ElsewhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Display_Ticket_ElsewhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_display_ticket_elsewhere(inputs)
	return en_cmd_display_ticket_elsewhere(inputs)
});