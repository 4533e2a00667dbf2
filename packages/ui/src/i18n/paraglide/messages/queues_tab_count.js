/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Queues_Tab_CountInputs */

const en_queues_tab_count = /** @type {(inputs: Queues_Tab_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.count})`)
};

const fr_queues_tab_count = /** @type {(inputs: Queues_Tab_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.count})`)
};

/**
* | output |
* | --- |
* | "{label} ({count})" |
*
* @param {Queues_Tab_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_tab_count = /** @type {((inputs: Queues_Tab_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Tab_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_tab_count(inputs)
	return en_queues_tab_count(inputs)
});