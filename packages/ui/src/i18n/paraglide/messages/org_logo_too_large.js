/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Org_Logo_Too_LargeInputs */

const en_org_logo_too_large = /** @type {(inputs: Org_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is larger than 1 MB.`)
};

const fr_org_logo_too_large = /** @type {(inputs: Org_Logo_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} dépasse 1 Mo.`)
};

/**
* | output |
* | --- |
* | "{file} is larger than 1 MB." |
*
* @param {Org_Logo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_too_large = /** @type {((inputs: Org_Logo_Too_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_Too_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_too_large(inputs)
	return en_org_logo_too_large(inputs)
});