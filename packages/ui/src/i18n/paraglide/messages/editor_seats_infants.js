/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Seats_InfantsInputs */

const en_editor_seats_infants = /** @type {(inputs: Editor_Seats_InfantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infants travel on an adult's lap and get no seat of their own.`)
};

const fr_editor_seats_infants = /** @type {(inputs: Editor_Seats_InfantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bébés voyagent sur les genoux d'un adulte et n'ont pas de siège.`)
};

/**
* | output |
* | --- |
* | "Infants travel on an adult's lap and get no seat of their own." |
*
* @param {Editor_Seats_InfantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_infants = /** @type {((inputs?: Editor_Seats_InfantsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_InfantsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_infants(inputs)
	return en_editor_seats_infants(inputs)
});