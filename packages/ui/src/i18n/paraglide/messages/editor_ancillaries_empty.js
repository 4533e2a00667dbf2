/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Ancillaries_EmptyInputs */

const en_editor_ancillaries_empty = /** @type {(inputs: Editor_Ancillaries_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airline offers no ancillary for this reservation.`)
};

const fr_editor_ancillaries_empty = /** @type {(inputs: Editor_Ancillaries_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compagnie ne propose aucun service annexe pour cette réservation.`)
};

/**
* | output |
* | --- |
* | "The airline offers no ancillary for this reservation." |
*
* @param {Editor_Ancillaries_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_empty = /** @type {((inputs?: Editor_Ancillaries_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_empty(inputs)
	return en_editor_ancillaries_empty(inputs)
});