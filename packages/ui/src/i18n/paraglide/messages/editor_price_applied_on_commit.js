/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_Applied_On_CommitInputs */

const en_editor_price_applied_on_commit = /** @type {(inputs: Editor_Price_Applied_On_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied on commit`)
};

const fr_editor_price_applied_on_commit = /** @type {(inputs: Editor_Price_Applied_On_CommitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliqué à la validation`)
};

/**
* | output |
* | --- |
* | "Applied on commit" |
*
* @param {Editor_Price_Applied_On_CommitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_applied_on_commit = /** @type {((inputs?: Editor_Price_Applied_On_CommitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_Applied_On_CommitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_applied_on_commit(inputs)
	return en_editor_price_applied_on_commit(inputs)
});