/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ route: NonNullable<unknown> }} Page_Title_ResultsInputs */

const en_page_title_results = /** @type {(inputs: Page_Title_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results ${i?.route}`)
};

const fr_page_title_results = /** @type {(inputs: Page_Title_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Résultats ${i?.route}`)
};

/**
* | output |
* | --- |
* | "Results {route}" |
*
* @param {Page_Title_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_results = /** @type {((inputs: Page_Title_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_results(inputs)
	return en_page_title_results(inputs)
});