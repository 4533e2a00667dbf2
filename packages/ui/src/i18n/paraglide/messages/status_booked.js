/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_BookedInputs */

const en_status_booked = /** @type {(inputs: Status_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

const fr_status_booked = /** @type {(inputs: Status_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Status_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const status_booked = /** @type {((inputs?: Status_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_status_booked(inputs)
	return en_status_booked(inputs)
});