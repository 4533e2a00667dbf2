/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, offer: NonNullable<unknown> }} Workbench_Change_ExchangeInputs */

const en_workbench_change_exchange = /** @type {(inputs: Workbench_Change_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange of ticket ${i?.number} to ${i?.offer}`)
};

const fr_workbench_change_exchange = /** @type {(inputs: Workbench_Change_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échange du billet ${i?.number} pour ${i?.offer}`)
};

/**
* | output |
* | --- |
* | "Exchange of ticket {number} to {offer}" |
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