/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Leave_StayInputs */

const en_workbench_leave_stay = /** @type {(inputs: Workbench_Leave_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay and keep editing`)
};

const fr_workbench_leave_stay = /** @type {(inputs: Workbench_Leave_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rester et continuer`)
};

/**
* | output |
* | --- |
* | "Stay and keep editing" |
*
* @param {Workbench_Leave_StayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_stay = /** @type {((inputs?: Workbench_Leave_StayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Leave_StayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_leave_stay(inputs)
	return en_workbench_leave_stay(inputs)
});