/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Leave_GoInputs */

const en_workbench_leave_go = /** @type {(inputs: Workbench_Leave_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave without committing`)
};

const fr_workbench_leave_go = /** @type {(inputs: Workbench_Leave_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter sans valider`)
};

/**
* | output |
* | --- |
* | "Leave without committing" |
*
* @param {Workbench_Leave_GoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_go = /** @type {((inputs?: Workbench_Leave_GoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Leave_GoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_leave_go(inputs)
	return en_workbench_leave_go(inputs)
});