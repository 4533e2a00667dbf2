/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Queues_Assign_Popover_NameInputs */

const en_queues_assign_popover_name = /** @type {(inputs: Queues_Assign_Popover_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign ${i?.item} to a member`)
};

const fr_queues_assign_popover_name = /** @type {(inputs: Queues_Assign_Popover_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer ${i?.item} à un membre`)
};

/**
* | output |
* | --- |
* | "Assign {item} to a member" |
*
* @param {Queues_Assign_Popover_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_assign_popover_name = /** @type {((inputs: Queues_Assign_Popover_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Assign_Popover_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_assign_popover_name(inputs)
	return en_queues_assign_popover_name(inputs)
});