/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ difference: NonNullable<unknown>, penalty: NonNullable<unknown> }} Exchange_Offer_CostsInputs */

const en_exchange_offer_costs = /** @type {(inputs: Exchange_Offer_CostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fare difference ${i?.difference} · Penalty ${i?.penalty}`)
};

const fr_exchange_offer_costs = /** @type {(inputs: Exchange_Offer_CostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Différence tarifaire ${i?.difference} · Pénalité ${i?.penalty}`)
};

/**
* | output |
* | --- |
* | "Fare difference {difference} · Penalty {penalty}" |
*
* @param {Exchange_Offer_CostsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_offer_costs = /** @type {((inputs: Exchange_Offer_CostsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Offer_CostsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_offer_costs(inputs)
	return en_exchange_offer_costs(inputs)
});