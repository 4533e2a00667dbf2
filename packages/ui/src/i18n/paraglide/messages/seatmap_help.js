/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_HelpInputs */

const en_seatmap_help = /** @type {(inputs: Seatmap_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrow keys move between seats, Home and End go to the ends of a row, Page Up and Page Down move five rows, N jumps to the next available seat, Enter or Space chooses it for the selected passenger.`)
};

const fr_seatmap_help = /** @type {(inputs: Seatmap_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les flèches passent d'un siège à l'autre, Début et Fin vont aux bouts d'une rangée, Page préc. et Page suiv. avancent de cinq rangées, N saute au prochain siège libre, Entrée ou Espace le choisit pour le passager sélectionné.`)
};

/**
* | output |
* | --- |
* | "Arrow keys move between seats, Home and End go to the ends of a row, Page Up and Page Down move five rows, N jumps to the next available seat, Enter or Space..." |
*
* @param {Seatmap_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_help = /** @type {((inputs?: Seatmap_HelpInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_HelpInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_help(inputs)
	return en_seatmap_help(inputs)
});