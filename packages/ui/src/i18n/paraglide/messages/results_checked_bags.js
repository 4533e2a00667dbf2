/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pieces: NonNullable<unknown>, weight: NonNullable<unknown> }} Results_Checked_BagsInputs */

const en_results_checked_bags = /** @type {(inputs: Results_Checked_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pieces} × ${i?.weight} kg checked`)
};

const fr_results_checked_bags = /** @type {(inputs: Results_Checked_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pieces} × ${i?.weight} kg en soute`)
};

/**
* | output |
* | --- |
* | "{pieces} × {weight} kg checked" |
*
* @param {Results_Checked_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_checked_bags = /** @type {((inputs: Results_Checked_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Checked_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_checked_bags(inputs)
	return en_results_checked_bags(inputs)
});