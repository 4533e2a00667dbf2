/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Too_LongInputs */

const en_org_too_long = /** @type {(inputs: Org_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter at most 80 characters`)
};

const fr_org_too_long = /** @type {(inputs: Org_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez 80 caractères au plus`)
};

/**
* | output |
* | --- |
* | "Enter at most 80 characters" |
*
* @param {Org_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_too_long = /** @type {((inputs?: Org_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_too_long(inputs)
	return en_org_too_long(inputs)
});