/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Status_StartInputs */

const en_workbench_status_start = /** @type {(inputs: Workbench_Status_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting…`)
};

const fr_workbench_status_start = /** @type {(inputs: Workbench_Status_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture…`)
};

/**
* | output |
* | --- |
* | "Starting…" |
*
* @param {Workbench_Status_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_start = /** @type {((inputs?: Workbench_Status_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Status_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_status_start(inputs)
	return en_workbench_status_start(inputs)
});