/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Seats_StandardInputs */

const en_lowcost_seats_standard = /** @type {(inputs: Lowcost_Seats_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard seats included`)
};

const fr_lowcost_seats_standard = /** @type {(inputs: Lowcost_Seats_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sièges standard inclus`)
};

/**
* | output |
* | --- |
* | "Standard seats included" |
*
* @param {Lowcost_Seats_StandardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_standard = /** @type {((inputs?: Lowcost_Seats_StandardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Seats_StandardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_seats_standard(inputs)
	return en_lowcost_seats_standard(inputs)
});