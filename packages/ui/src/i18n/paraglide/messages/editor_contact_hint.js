/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_HintInputs */

const en_editor_contact_hint = /** @type {(inputs: Editor_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new contact replaces the current primary contact when the workbench is committed.`)
};

const fr_editor_contact_hint = /** @type {(inputs: Editor_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nouveau contact remplace le contact principal actuel à la validation de l'espace de travail.`)
};

/**
* | output |
* | --- |
* | "The new contact replaces the current primary contact when the workbench is committed." |
*
* @param {Editor_Contact_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_hint = /** @type {((inputs?: Editor_Contact_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_hint(inputs)
	return en_editor_contact_hint(inputs)
});