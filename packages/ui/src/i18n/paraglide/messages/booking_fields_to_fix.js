/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Booking_Fields_To_FixInputs */

const en_booking_fields_to_fix = /** @type {(inputs: Booking_Fields_To_FixInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One field needs your attention.`);
	return /** @type {LocalizedString} */ (`${i?.count} fields need your attention.`)
	
};

const fr_booking_fields_to_fix = /** @type {(inputs: Booking_Fields_To_FixInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un champ demande votre attention.`);
	return /** @type {LocalizedString} */ (`${i?.count} champs demandent votre attention.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs your attention." |
* | * | "{count} fields need your attention." |
*
* @param {Booking_Fields_To_FixInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_fields_to_fix = /** @type {((inputs: Booking_Fields_To_FixInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Fields_To_FixInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_fields_to_fix(inputs)
	return en_booking_fields_to_fix(inputs)
});