/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Changed_OnInputs */

const en_queues_column_changed_on = /** @type {(inputs: Queues_Column_Changed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed on`)
};

const fr_queues_column_changed_on = /** @type {(inputs: Queues_Column_Changed_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiée le`)
};

/**
* | output |
* | --- |
* | "Changed on" |
*
* @param {Queues_Column_Changed_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_changed_on = /** @type {((inputs?: Queues_Column_Changed_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Changed_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_changed_on(inputs)
	return en_queues_column_changed_on(inputs)
});