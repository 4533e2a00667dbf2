/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown>, changes: NonNullable<unknown> }} Editor_Seats_SentInputs */

const en_editor_seats_sent = /** @type {(inputs: Editor_Seats_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flight ${i?.flight}: ${i?.changes}. Pending until the workbench is committed.`)
};

const fr_editor_seats_sent = /** @type {(inputs: Editor_Seats_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vol ${i?.flight} : ${i?.changes}. En attente de la validation de l'espace de travail.`)
};

/**
* | output |
* | --- |
* | "Flight {flight}: {changes}. Pending until the workbench is committed." |
*
* @param {Editor_Seats_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_sent = /** @type {((inputs: Editor_Seats_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_sent(inputs)
	return en_editor_seats_sent(inputs)
});