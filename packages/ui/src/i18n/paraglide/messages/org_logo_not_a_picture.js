/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Org_Logo_Not_A_PictureInputs */

const en_org_logo_not_a_picture = /** @type {(inputs: Org_Logo_Not_A_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is not a PNG, JPEG or WebP picture.`)
};

const fr_org_logo_not_a_picture = /** @type {(inputs: Org_Logo_Not_A_PictureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} n'est pas une image PNG, JPEG ou WebP.`)
};

/**
* | output |
* | --- |
* | "{file} is not a PNG, JPEG or WebP picture." |
*
* @param {Org_Logo_Not_A_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_not_a_picture = /** @type {((inputs: Org_Logo_Not_A_PictureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_Not_A_PictureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_not_a_picture(inputs)
	return en_org_logo_not_a_picture(inputs)
});