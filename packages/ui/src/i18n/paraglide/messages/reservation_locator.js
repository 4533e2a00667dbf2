/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Reservation_LocatorInputs */

const en_reservation_locator = /** @type {(inputs: Reservation_LocatorInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Record locator (PNR)`);
	return /** @type {LocalizedString} */ (`Order locator`)
	
};

const fr_reservation_locator = /** @type {(inputs: Reservation_LocatorInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Référence du dossier (PNR)`);
	return /** @type {LocalizedString} */ (`Référence de la commande`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Record locator (PNR)" |
* | * | "Order locator" |
*
* @param {Reservation_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_locator = /** @type {((inputs: Reservation_LocatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_LocatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_locator(inputs)
	return en_reservation_locator(inputs)
});