/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Queues_Assign_To_Member_NameInputs */

const en_queues_assign_to_member_name = /** @type {(inputs: Queues_Assign_To_Member_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign to a member ${i?.item}`)
};

const fr_queues_assign_to_member_name = /** @type {(inputs: Queues_Assign_To_Member_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer à un membre ${i?.item}`)
};

/**
* | output |
* | --- |
* | "Assign to a member {item}" |
*
* @param {Queues_Assign_To_Member_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_to_member_name = /** @type {((inputs: Queues_Assign_To_Member_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Assign_To_Member_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign_to_member_name(inputs)
	return en_queues_assign_to_member_name(inputs)
});