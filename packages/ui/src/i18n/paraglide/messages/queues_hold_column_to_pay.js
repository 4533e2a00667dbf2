/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Column_To_PayInputs */

const en_queues_hold_column_to_pay = /** @type {(inputs: Queues_Hold_Column_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To pay`)
};

const fr_queues_hold_column_to_pay = /** @type {(inputs: Queues_Hold_Column_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À payer`)
};

/**
* | output |
* | --- |
* | "To pay" |
*
* @param {Queues_Hold_Column_To_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_to_pay = /** @type {((inputs?: Queues_Hold_Column_To_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Column_To_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_column_to_pay(inputs)
	return en_queues_hold_column_to_pay(inputs)
});