/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Status_IgnoreInputs */

const en_workbench_status_ignore = /** @type {(inputs: Workbench_Status_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignoring…`)
};

const fr_workbench_status_ignore = /** @type {(inputs: Workbench_Status_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandon…`)
};

/**
* | output |
* | --- |
* | "Ignoring…" |
*
* @param {Workbench_Status_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_ignore = /** @type {((inputs?: Workbench_Status_IgnoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Status_IgnoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_status_ignore(inputs)
	return en_workbench_status_ignore(inputs)
});