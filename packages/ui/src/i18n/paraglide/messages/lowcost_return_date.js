/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Return_DateInputs */

const en_lowcost_return_date = /** @type {(inputs: Lowcost_Return_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

const fr_lowcost_return_date = /** @type {(inputs: Lowcost_Return_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

/**
* | output |
* | --- |
* | "Return" |
*
* @param {Lowcost_Return_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_return_date = /** @type {((inputs?: Lowcost_Return_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Return_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_return_date(inputs)
	return en_lowcost_return_date(inputs)
});