/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Assign_ToInputs */

const en_queues_assign_to = /** @type {(inputs: Queues_Assign_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign to…`)
};

const fr_queues_assign_to = /** @type {(inputs: Queues_Assign_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuer à…`)
};

/**
* | output |
* | --- |
* | "Assign to…" |
*
* @param {Queues_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to = /** @type {((inputs?: Queues_Assign_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Assign_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign_to(inputs)
	return en_queues_assign_to(inputs)
});