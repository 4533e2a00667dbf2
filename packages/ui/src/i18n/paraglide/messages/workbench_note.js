/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_NoteInputs */

const en_workbench_note = /** @type {(inputs: Workbench_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start editing to open a workbench: your changes stay pending until you commit them.`)
};

const fr_workbench_note = /** @type {(inputs: Workbench_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencez les modifications pour ouvrir un espace de travail : vos modifications restent en attente jusqu'à leur validation.`)
};

/**
* | output |
* | --- |
* | "Start editing to open a workbench: your changes stay pending until you commit them." |
*
* @param {Workbench_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_note = /** @type {((inputs?: Workbench_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_note(inputs)
	return en_workbench_note(inputs)
});