/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ relative: NonNullable<unknown> }} Queues_Hold_Expiring_SoonInputs */

const en_queues_hold_expiring_soon = /** @type {(inputs: Queues_Hold_Expiring_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expiring soon: ${i?.relative}`)
};

const fr_queues_hold_expiring_soon = /** @type {(inputs: Queues_Hold_Expiring_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expire bientôt : ${i?.relative}`)
};

/**
* | output |
* | --- |
* | "Expiring soon: {relative}" |
*
* @param {Queues_Hold_Expiring_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_expiring_soon = /** @type {((inputs: Queues_Hold_Expiring_SoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Expiring_SoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_expiring_soon(inputs)
	return en_queues_hold_expiring_soon(inputs)
});