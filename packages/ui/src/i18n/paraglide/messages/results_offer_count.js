/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Results_Offer_CountInputs */

const en_results_offer_count = /** @type {(inputs: Results_Offer_CountInputs) => LocalizedString} */ (i) => {const shownPlural = registry.plural("en", i?.shown, {});
	if (shownPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total} offers`);
	return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total} offers`)
	
};

const fr_results_offer_count = /** @type {(inputs: Results_Offer_CountInputs) => LocalizedString} */ (i) => {const shownPlural = registry.plural("fr", i?.shown, {});
	if (shownPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} offre sur ${i?.total}`);
	return /** @type {LocalizedString} */ (`${i?.shown} offres sur ${i?.total}`)
	
};

/**
* | shownPlural | output |
* | --- | --- |
* | "one" | "{shown} of {total} offers" |
* | * | "{shown} of {total} offers" |
*
* @param {Results_Offer_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_offer_count = /** @type {((inputs: Results_Offer_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Offer_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_offer_count(inputs)
	return en_results_offer_count(inputs)
});