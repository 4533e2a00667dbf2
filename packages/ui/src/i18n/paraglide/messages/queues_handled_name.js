/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Queues_Handled_NameInputs */

const en_queues_handled_name = /** @type {(inputs: Queues_Handled_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mark ${i?.item} handled`)
};

const fr_queues_handled_name = /** @type {(inputs: Queues_Handled_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marquer ${i?.item} comme traitée`)
};

/**
* | output |
* | --- |
* | "Mark {item} handled" |
*
* @param {Queues_Handled_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_handled_name = /** @type {((inputs: Queues_Handled_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Handled_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_handled_name(inputs)
	return en_queues_handled_name(inputs)
});