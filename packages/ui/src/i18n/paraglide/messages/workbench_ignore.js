/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_IgnoreInputs */

const en_workbench_ignore = /** @type {(inputs: Workbench_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignore changes`)
};

const fr_workbench_ignore = /** @type {(inputs: Workbench_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorer les modifications`)
};

/**
* | output |
* | --- |
* | "Ignore changes" |
*
* @param {Workbench_IgnoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore = /** @type {((inputs?: Workbench_IgnoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_IgnoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_ignore(inputs)
	return en_workbench_ignore(inputs)
});