/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_StartInputs */

const en_workbench_start = /** @type {(inputs: Workbench_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start editing`)
};

const fr_workbench_start = /** @type {(inputs: Workbench_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer les modifications`)
};

/**
* | output |
* | --- |
* | "Start editing" |
*
* @param {Workbench_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_start = /** @type {((inputs?: Workbench_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_start(inputs)
	return en_workbench_start(inputs)
});