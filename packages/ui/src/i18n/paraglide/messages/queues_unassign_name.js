/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Queues_Unassign_NameInputs */

const en_queues_unassign_name = /** @type {(inputs: Queues_Unassign_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unassign ${i?.item}`)
};

const fr_queues_unassign_name = /** @type {(inputs: Queues_Unassign_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Désattribuer ${i?.item}`)
};

/**
* | output |
* | --- |
* | "Unassign {item}" |
*
* @param {Queues_Unassign_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_unassign_name = /** @type {((inputs: Queues_Unassign_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Unassign_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_unassign_name(inputs)
	return en_queues_unassign_name(inputs)
});