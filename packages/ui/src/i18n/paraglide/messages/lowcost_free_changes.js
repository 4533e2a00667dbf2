/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Free_ChangesInputs */

const en_lowcost_free_changes = /** @type {(inputs: Lowcost_Free_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free changes`)
};

const fr_lowcost_free_changes = /** @type {(inputs: Lowcost_Free_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications gratuites`)
};

/**
* | output |
* | --- |
* | "Free changes" |
*
* @param {Lowcost_Free_ChangesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_free_changes = /** @type {((inputs?: Lowcost_Free_ChangesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Free_ChangesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_free_changes(inputs)
	return en_lowcost_free_changes(inputs)
});