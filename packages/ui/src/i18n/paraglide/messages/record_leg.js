/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ leg: NonNullable<unknown>, number: NonNullable<unknown> }} Record_LegInputs */

const en_record_leg = /** @type {(inputs: Record_LegInputs) => LocalizedString} */ (i) => {
	if (i?.leg === "outbound") return /** @type {LocalizedString} */ (`Outbound`);
	if (i?.leg === "return") return /** @type {LocalizedString} */ (`Return`);
	if (i?.leg === "single") return /** @type {LocalizedString} */ (`Flight`);
	return /** @type {LocalizedString} */ (`Flight ${i?.number}`)
	
};

const fr_record_leg = /** @type {(inputs: Record_LegInputs) => LocalizedString} */ (i) => {
	if (i?.leg === "outbound") return /** @type {LocalizedString} */ (`Aller`);
	if (i?.leg === "return") return /** @type {LocalizedString} */ (`Retour`);
	if (i?.leg === "single") return /** @type {LocalizedString} */ (`Vol`);
	return /** @type {LocalizedString} */ (`Vol ${i?.number}`)
	
};

/**
* | leg | output |
* | --- | --- |
* | "outbound" | "Outbound" |
* | "return" | "Return" |
* | "single" | "Flight" |
* | * | "Flight {number}" |
*
* @param {Record_LegInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_leg = /** @type {((inputs: Record_LegInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_LegInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_leg(inputs)
	return en_record_leg(inputs)
});