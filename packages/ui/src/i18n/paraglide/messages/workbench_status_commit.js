/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Status_CommitInputs */

const en_workbench_status_commit = /** @type {(inputs: Workbench_Status_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Committing…`)
};

const fr_workbench_status_commit = /** @type {(inputs: Workbench_Status_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation…`)
};

/**
* | output |
* | --- |
* | "Committing…" |
*
* @param {Workbench_Status_CommitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_status_commit = /** @type {((inputs?: Workbench_Status_CommitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Status_CommitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_status_commit(inputs)
	return en_workbench_status_commit(inputs)
});