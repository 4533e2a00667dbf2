/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_SavedInputs */

const en_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes saved.`)
};

const fr_org_saved = /** @type {(inputs: Org_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications enregistrées.`)
};

/**
* | output |
* | --- |
* | "Changes saved." |
*
* @param {Org_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_saved = /** @type {((inputs?: Org_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_saved(inputs)
	return en_org_saved(inputs)
});