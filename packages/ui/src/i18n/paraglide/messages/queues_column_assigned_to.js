/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Assigned_ToInputs */

const en_queues_column_assigned_to = /** @type {(inputs: Queues_Column_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

const fr_queues_column_assigned_to = /** @type {(inputs: Queues_Column_Assigned_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuée à`)
};

/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Queues_Column_Assigned_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_assigned_to = /** @type {((inputs?: Queues_Column_Assigned_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Assigned_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_assigned_to(inputs)
	return en_queues_column_assigned_to(inputs)
});