/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Assign_To_MeInputs */

const en_queues_assign_to_me = /** @type {(inputs: Queues_Assign_To_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign to me`)
};

const fr_queues_assign_to_me = /** @type {(inputs: Queues_Assign_To_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M'attribuer`)
};

/**
* | output |
* | --- |
* | "Assign to me" |
*
* @param {Queues_Assign_To_MeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to_me = /** @type {((inputs?: Queues_Assign_To_MeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Assign_To_MeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign_to_me(inputs)
	return en_queues_assign_to_me(inputs)
});