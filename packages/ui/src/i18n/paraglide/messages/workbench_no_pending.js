/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_No_PendingInputs */

const en_workbench_no_pending = /** @type {(inputs: Workbench_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending change yet`)
};

const fr_workbench_no_pending = /** @type {(inputs: Workbench_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification en attente`)
};

/**
* | output |
* | --- |
* | "No pending change yet" |
*
* @param {Workbench_No_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_no_pending = /** @type {((inputs?: Workbench_No_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_No_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_no_pending(inputs)
	return en_workbench_no_pending(inputs)
});