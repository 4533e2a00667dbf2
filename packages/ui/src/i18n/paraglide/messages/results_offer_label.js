/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, total: NonNullable<unknown>, airline: NonNullable<unknown>, route: NonNullable<unknown>, price: NonNullable<unknown> }} Results_Offer_LabelInputs */

const en_results_offer_label = /** @type {(inputs: Results_Offer_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offer ${i?.position} of ${i?.total}: ${i?.airline}, ${i?.route}, from ${i?.price}`)
};

const fr_results_offer_label = /** @type {(inputs: Results_Offer_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.position} sur ${i?.total} : ${i?.airline}, ${i?.route}, à partir de ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Offer {position} of {total}: {airline}, {route}, from {price}" |
*
* @param {Results_Offer_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_offer_label = /** @type {((inputs: Results_Offer_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Offer_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_offer_label(inputs)
	return en_results_offer_label(inputs)
});