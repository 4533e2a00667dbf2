/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Not_SavedInputs */

const en_markups_not_saved = /** @type {(inputs: Markups_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The markup was not saved. Try again.`)
};

const fr_markups_not_saved = /** @type {(inputs: Markups_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La majoration n'a pas été enregistrée. Réessayez.`)
};

/**
* | output |
* | --- |
* | "The markup was not saved. Try again." |
*
* @param {Markups_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_not_saved = /** @type {((inputs?: Markups_Not_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Not_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_not_saved(inputs)
	return en_markups_not_saved(inputs)
});