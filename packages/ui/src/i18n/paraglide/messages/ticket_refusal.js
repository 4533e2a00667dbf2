/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown>, status: NonNullable<unknown> }} Ticket_RefusalInputs */

const en_ticket_refusal = /** @type {(inputs: Ticket_RefusalInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "void") return /** @type {LocalizedString} */ (`Ticket ${i?.number} is ${i?.status}: only a ticketed ticket can be voided.`);
	if (i?.kind === "exchange") return /** @type {LocalizedString} */ (`Ticket ${i?.number} is ${i?.status}: only a ticketed ticket can be exchanged.`);
	if (i?.kind === "window") return /** @type {LocalizedString} */ (`Ticket ${i?.number} can no longer be voided: its void window has closed.`);
	if (i?.kind === "edit") return /** @type {LocalizedString} */ (`Ticket ${i?.number} is ${i?.status}: only a ticketed ticket can be changed.`);
	return /** @type {LocalizedString} */ (`NDC tickets are changed with the airline, not through the GDS exchange.`)
	
};

const fr_ticket_refusal = /** @type {(inputs: Ticket_RefusalInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "void") return /** @type {LocalizedString} */ (`Le billet ${i?.number} est au statut « ${i?.status} » : seul un billet émis peut être annulé (void).`);
	if (i?.kind === "exchange") return /** @type {LocalizedString} */ (`Le billet ${i?.number} est au statut « ${i?.status} » : seul un billet émis peut être échangé.`);
	if (i?.kind === "window") return /** @type {LocalizedString} */ (`Le billet ${i?.number} ne peut plus être annulé (void) : son délai d'annulation est passé.`);
	if (i?.kind === "edit") return /** @type {LocalizedString} */ (`Le billet ${i?.number} est au statut « ${i?.status} » : seul un billet émis peut être modifié.`);
	return /** @type {LocalizedString} */ (`Les billets NDC se modifient auprès de la compagnie, pas par l'échange GDS.`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "void" | "Ticket {number} is {status}: only a ticketed ticket can be voided." |
* | "exchange" | "Ticket {number} is {status}: only a ticketed ticket can be exchanged." |
* | "window" | "Ticket {number} can no longer be voided: its void window has closed." |
* | "edit" | "Ticket {number} is {status}: only a ticketed ticket can be changed." |
* | * | "NDC tickets are changed with the airline, not through the GDS exchange." |
*
* @param {Ticket_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_refusal = /** @type {((inputs: Ticket_RefusalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_RefusalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_refusal(inputs)
	return en_ticket_refusal(inputs)
});