/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_CopiedInputs */

const en_lowcost_copied = /** @type {(inputs: Lowcost_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

const fr_lowcost_copied = /** @type {(inputs: Lowcost_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié.`)
};

/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Lowcost_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_copied = /** @type {((inputs?: Lowcost_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_copied(inputs)
	return en_lowcost_copied(inputs)
});