/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Topup_TitleInputs */

const en_topup_title = /** @type {(inputs: Topup_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Top up ${i?.name}`)
};

const fr_topup_title = /** @type {(inputs: Topup_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recharger ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Top up {name}" |
*
* @param {Topup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_title = /** @type {((inputs: Topup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_title(inputs)
	return en_topup_title(inputs)
});