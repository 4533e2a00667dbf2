/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_CommitInputs */

const en_workbench_commit = /** @type {(inputs: Workbench_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commit changes`)
};

const fr_workbench_commit = /** @type {(inputs: Workbench_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider les modifications`)
};

/**
* | output |
* | --- |
* | "Commit changes" |
*
* @param {Workbench_CommitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_commit = /** @type {((inputs?: Workbench_CommitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_CommitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_commit(inputs)
	return en_workbench_commit(inputs)
});