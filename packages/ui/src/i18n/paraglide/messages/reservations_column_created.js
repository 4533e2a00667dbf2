/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Column_CreatedInputs */

const en_reservations_column_created = /** @type {(inputs: Reservations_Column_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const fr_reservations_column_created = /** @type {(inputs: Reservations_Column_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créée le`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Reservations_Column_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_created = /** @type {((inputs?: Reservations_Column_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Column_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_column_created(inputs)
	return en_reservations_column_created(inputs)
});