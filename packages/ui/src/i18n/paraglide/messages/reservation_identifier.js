/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Reservation_IdentifierInputs */

const en_reservation_identifier = /** @type {(inputs: Reservation_IdentifierInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Reservation identifier`);
	return /** @type {LocalizedString} */ (`Order ID`)
	
};

const fr_reservation_identifier = /** @type {(inputs: Reservation_IdentifierInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Identifiant de la réservation`);
	return /** @type {LocalizedString} */ (`Identifiant de la commande`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Reservation identifier" |
* | * | "Order ID" |
*
* @param {Reservation_IdentifierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_identifier = /** @type {((inputs: Reservation_IdentifierInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_IdentifierInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_identifier(inputs)
	return en_reservation_identifier(inputs)
});