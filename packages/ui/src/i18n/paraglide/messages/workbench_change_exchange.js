/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, offer: NonNullable<unknown>, departure: NonNullable<unknown> }} Workbench_Change_ExchangeInputs */

const en_workbench_change_exchange = /** @type {(inputs: Workbench_Change_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange of ticket ${i?.number} to ${i?.offer}, leaving ${i?.departure}`)
};

const fr_workbench_change_exchange = /** @type {(inputs: Workbench_Change_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échange du billet ${i?.number} pour ${i?.offer}, départ le ${i?.departure}`)
};

/**
* | output |
* | --- |
* | "Exchange of ticket {number} to {offer}, leaving {departure}" |
*
* @param {Workbench_Change_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_exchange = /** @type {((inputs: Workbench_Change_ExchangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_ExchangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_exchange(inputs)
	return en_workbench_change_exchange(inputs)
});