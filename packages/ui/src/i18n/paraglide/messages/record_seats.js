/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_SeatsInputs */

const en_record_seats = /** @type {(inputs: Record_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

const fr_record_seats = /** @type {(inputs: Record_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sièges`)
};

/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Record_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_seats = /** @type {((inputs?: Record_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_seats(inputs)
	return en_record_seats(inputs)
});