/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_AboutInputs */

const en_lowcost_about = /** @type {(inputs: Lowcost_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

const fr_lowcost_about = /** @type {(inputs: Lowcost_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

/**
* | output |
* | --- |
* | "About" |
*
* @param {Lowcost_AboutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_about = /** @type {((inputs?: Lowcost_AboutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_AboutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_about(inputs)
	return en_lowcost_about(inputs)
});