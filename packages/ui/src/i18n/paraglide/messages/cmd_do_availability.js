/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, date: NonNullable<unknown>, passengers: NonNullable<unknown> }} Cmd_Do_AvailabilityInputs */

const en_cmd_do_availability = /** @type {(inputs: Cmd_Do_AvailabilityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One-way flights ${i?.from} → ${i?.to} on ${i?.date}, ${i?.passengers}`)
};

const fr_cmd_do_availability = /** @type {(inputs: Cmd_Do_AvailabilityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vols aller simple ${i?.from} → ${i?.to} le ${i?.date}, ${i?.passengers}`)
};

/**
* | output |
* | --- |
* | "One-way flights {from} → {to} on {date}, {passengers}" |
*
* @param {Cmd_Do_AvailabilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_availability = /** @type {((inputs: Cmd_Do_AvailabilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_AvailabilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_availability(inputs)
	return en_cmd_do_availability(inputs)
});