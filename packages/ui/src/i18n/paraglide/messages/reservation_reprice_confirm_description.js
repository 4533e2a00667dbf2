/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Reservation_Reprice_Confirm_DescriptionInputs */

const en_reservation_reprice_confirm_description = /** @type {(inputs: Reservation_Reprice_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The fare is priced again with today's markup: the total of ${i?.total} may change.`)
};

const fr_reservation_reprice_confirm_description = /** @type {(inputs: Reservation_Reprice_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le tarif est recalculé avec la majoration du jour : le total de ${i?.total} peut changer.`)
};

/**
* | output |
* | --- |
* | "The fare is priced again with today's markup: the total of {total} may change." |
*
* @param {Reservation_Reprice_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_reprice_confirm_description = /** @type {((inputs: Reservation_Reprice_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Reprice_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_reprice_confirm_description(inputs)
	return en_reservation_reprice_confirm_description(inputs)
});