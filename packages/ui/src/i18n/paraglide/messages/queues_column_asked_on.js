/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Asked_OnInputs */

const en_queues_column_asked_on = /** @type {(inputs: Queues_Column_Asked_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asked on`)
};

const fr_queues_column_asked_on = /** @type {(inputs: Queues_Column_Asked_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandé le`)
};

/**
* | output |
* | --- |
* | "Asked on" |
*
* @param {Queues_Column_Asked_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_asked_on = /** @type {((inputs?: Queues_Column_Asked_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Asked_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_asked_on(inputs)
	return en_queues_column_asked_on(inputs)
});