/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_HoldInputs */

const en_lowcost_hold = /** @type {(inputs: Lowcost_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold booking`)
};

const fr_lowcost_hold = /** @type {(inputs: Lowcost_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre en option`)
};

/**
* | output |
* | --- |
* | "Hold booking" |
*
* @param {Lowcost_HoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_hold = /** @type {((inputs?: Lowcost_HoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_HoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_hold(inputs)
	return en_lowcost_hold(inputs)
});