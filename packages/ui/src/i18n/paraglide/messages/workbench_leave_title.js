/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Leave_TitleInputs */

const en_workbench_leave_title = /** @type {(inputs: Workbench_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave with uncommitted changes?`)
};

const fr_workbench_leave_title = /** @type {(inputs: Workbench_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter avec des modifications non validées ?`)
};

/**
* | output |
* | --- |
* | "Leave with uncommitted changes?" |
*
* @param {Workbench_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_leave_title = /** @type {((inputs?: Workbench_Leave_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Leave_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_leave_title(inputs)
	return en_workbench_leave_title(inputs)
});