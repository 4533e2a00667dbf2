/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Column_IssuedInputs */

const en_tickets_column_issued = /** @type {(inputs: Tickets_Column_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued`)
};

const fr_tickets_column_issued = /** @type {(inputs: Tickets_Column_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émis le`)
};

/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Tickets_Column_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_issued = /** @type {((inputs?: Tickets_Column_IssuedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Column_IssuedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tickets_column_issued(inputs)
	return en_tickets_column_issued(inputs)
});