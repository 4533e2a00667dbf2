/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_Fare_And_TaxesInputs */

const en_ticket_fare_and_taxes = /** @type {(inputs: Ticket_Fare_And_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare and taxes`)
};

const fr_ticket_fare_and_taxes = /** @type {(inputs: Ticket_Fare_And_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif et taxes`)
};

/**
* | output |
* | --- |
* | "Fare and taxes" |
*
* @param {Ticket_Fare_And_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_fare_and_taxes = /** @type {((inputs?: Ticket_Fare_And_TaxesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Fare_And_TaxesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_fare_and_taxes(inputs)
	return en_ticket_fare_and_taxes(inputs)
});