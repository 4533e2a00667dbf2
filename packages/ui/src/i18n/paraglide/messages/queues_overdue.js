/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ relative: NonNullable<unknown> }} Queues_OverdueInputs */

const en_queues_overdue = /** @type {(inputs: Queues_OverdueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue: ${i?.relative}`)
};

const fr_queues_overdue = /** @type {(inputs: Queues_OverdueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En retard : ${i?.relative}`)
};

/**
* | output |
* | --- |
* | "Overdue: {relative}" |
*
* @param {Queues_OverdueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_overdue = /** @type {((inputs: Queues_OverdueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_OverdueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_overdue(inputs)
	return en_queues_overdue(inputs)
});