/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Given_NameInputs */

const en_lowcost_given_name = /** @type {(inputs: Lowcost_Given_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given name`)
};

const fr_lowcost_given_name = /** @type {(inputs: Lowcost_Given_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**
* | output |
* | --- |
* | "Given name" |
*
* @param {Lowcost_Given_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_given_name = /** @type {((inputs?: Lowcost_Given_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Given_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_given_name(inputs)
	return en_lowcost_given_name(inputs)
});