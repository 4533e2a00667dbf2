/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Link_Invalid_TextInputs */

const en_booking_link_invalid_text = /** @type {(inputs: Booking_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its search parameters are wrong or incomplete:`)
};

const fr_booking_link_invalid_text = /** @type {(inputs: Booking_Link_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses paramètres de recherche sont erronés ou incomplets :`)
};

/**
* | output |
* | --- |
* | "Its search parameters are wrong or incomplete:" |
*
* @param {Booking_Link_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_link_invalid_text = /** @type {((inputs?: Booking_Link_Invalid_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Link_Invalid_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_link_invalid_text(inputs)
	return en_booking_link_invalid_text(inputs)
});