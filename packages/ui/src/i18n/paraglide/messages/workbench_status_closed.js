/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Status_ClosedInputs */

const en_workbench_status_closed = /** @type {(inputs: Workbench_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not started`)
};

const fr_workbench_status_closed = /** @type {(inputs: Workbench_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non commencé`)
};

/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Workbench_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_closed = /** @type {((inputs?: Workbench_Status_ClosedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Status_ClosedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_status_closed(inputs)
	return en_workbench_status_closed(inputs)
});