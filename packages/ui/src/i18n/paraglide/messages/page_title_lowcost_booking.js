/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Lowcost_BookingInputs */

const en_page_title_lowcost_booking = /** @type {(inputs: Page_Title_Lowcost_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: booking`)
};

const fr_page_title_lowcost_booking = /** @type {(inputs: Page_Title_Lowcost_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : réservation`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: booking" |
*
* @param {Page_Title_Lowcost_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_booking = /** @type {((inputs?: Page_Title_Lowcost_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Lowcost_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_lowcost_booking(inputs)
	return en_page_title_lowcost_booking(inputs)
});