/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Results_Show_OffersInputs */

const en_results_show_offers = /** @type {(inputs: Results_Show_OffersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Show ${i?.count} offer`);
	return /** @type {LocalizedString} */ (`Show ${i?.count} offers`)
	
};

const fr_results_show_offers = /** @type {(inputs: Results_Show_OffersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Afficher ${i?.count} offre`);
	return /** @type {LocalizedString} */ (`Afficher ${i?.count} offres`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {count} offer" |
* | * | "Show {count} offers" |
*
* @param {Results_Show_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_show_offers = /** @type {((inputs: Results_Show_OffersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Show_OffersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_show_offers(inputs)
	return en_results_show_offers(inputs)
});