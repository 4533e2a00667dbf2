/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Queues_Assign_To_Me_NameInputs */

const en_queues_assign_to_me_name = /** @type {(inputs: Queues_Assign_To_Me_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign to me ${i?.item}`)
};

const fr_queues_assign_to_me_name = /** @type {(inputs: Queues_Assign_To_Me_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M'attribuer ${i?.item}`)
};

/**
* | output |
* | --- |
* | "Assign to me {item}" |
*
* @param {Queues_Assign_To_Me_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to_me_name = /** @type {((inputs: Queues_Assign_To_Me_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Assign_To_Me_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign_to_me_name(inputs)
	return en_queues_assign_to_me_name(inputs)
});