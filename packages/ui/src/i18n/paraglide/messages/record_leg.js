/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ leg: NonNullable<unknown>, number: NonNullable<unknown>, route: NonNullable<unknown> }} Record_LegInputs */

const en_record_leg = /** @type {(inputs: Record_LegInputs) => LocalizedString} */ (i) => {
	if (i?.leg === "outbound") return /** @type {LocalizedString} */ (`Outbound: ${i?.route}`);
	if (i?.leg === "return") return /** @type {LocalizedString} */ (`Return: ${i?.route}`);
	if (i?.leg === "single") return /** @type {LocalizedString} */ (`Flight: ${i?.route}`);
	return /** @type {LocalizedString} */ (`Flight ${i?.number}: ${i?.route}`)
	
};

const fr_record_leg = /** @type {(inputs: Record_LegInputs) => LocalizedString} */ (i) => {
	if (i?.leg === "outbound") return /** @type {LocalizedString} */ (`Aller : ${i?.route}`);
	if (i?.leg === "return") return /** @type {LocalizedString} */ (`Retour : ${i?.route}`);
	if (i?.leg === "single") return /** @type {LocalizedString} */ (`Vol : ${i?.route}`);
	return /** @type {LocalizedString} */ (`Vol ${i?.number} : ${i?.route}`)
	
};

/**
* | leg | output |
* | --- | --- |
* | "outbound" | "Outbound: {route}" |
* | "return" | "Return: {route}" |
* | "single" | "Flight: {route}" |
* | * | "Flight {number}: {route}" |
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