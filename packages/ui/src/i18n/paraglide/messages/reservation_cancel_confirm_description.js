/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, route: NonNullable<unknown> }} Reservation_Cancel_Confirm_DescriptionInputs */

const en_reservation_cancel_confirm_description = /** @type {(inputs: Reservation_Cancel_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.route}, ${i?.count} traveler. The airline releases the seats. This cannot be undone.`);
	return /** @type {LocalizedString} */ (`${i?.route}, ${i?.count} travelers. The airline releases the seats. This cannot be undone.`)
	
};

const fr_reservation_cancel_confirm_description = /** @type {(inputs: Reservation_Cancel_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.route}, ${i?.count} voyageur. La compagnie libère les places. C'est définitif.`);
	return /** @type {LocalizedString} */ (`${i?.route}, ${i?.count} voyageurs. La compagnie libère les places. C'est définitif.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{route}, {count} traveler. The airline releases the seats. This cannot be undone." |
* | * | "{route}, {count} travelers. The airline releases the seats. This cannot be undone." |
*
* @param {Reservation_Cancel_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_cancel_confirm_description = /** @type {((inputs: Reservation_Cancel_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Cancel_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_cancel_confirm_description(inputs)
	return en_reservation_cancel_confirm_description(inputs)
});