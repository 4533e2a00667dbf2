/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_No_ChangesInputs */

const en_lowcost_no_changes = /** @type {(inputs: Lowcost_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes`)
};

const fr_lowcost_no_changes = /** @type {(inputs: Lowcost_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de modification`)
};

/**
* | output |
* | --- |
* | "No changes" |
*
* @param {Lowcost_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_changes = /** @type {((inputs?: Lowcost_No_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_No_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_no_changes(inputs)
	return en_lowcost_no_changes(inputs)
});