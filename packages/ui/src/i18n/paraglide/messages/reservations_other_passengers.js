/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reservations_Other_PassengersInputs */

const en_reservations_other_passengers = /** @type {(inputs: Reservations_Other_PassengersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`other passenger`);
	return /** @type {LocalizedString} */ (`other passengers`)
	
};

const fr_reservations_other_passengers = /** @type {(inputs: Reservations_Other_PassengersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`autre passager`);
	return /** @type {LocalizedString} */ (`autres passagers`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "other passenger" |
* | * | "other passengers" |
*
* @param {Reservations_Other_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_other_passengers = /** @type {((inputs: Reservations_Other_PassengersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Other_PassengersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_other_passengers(inputs)
	return en_reservations_other_passengers(inputs)
});