/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, date: NonNullable<unknown>, passengers: NonNullable<unknown>, airline: NonNullable<unknown> }} Cmd_Do_Availability_AirlineInputs */

const en_cmd_do_availability_airline = /** @type {(inputs: Cmd_Do_Availability_AirlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One-way flights ${i?.from} → ${i?.to} on ${i?.date}, ${i?.passengers} on ${i?.airline} only`)
};

const fr_cmd_do_availability_airline = /** @type {(inputs: Cmd_Do_Availability_AirlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vols aller simple ${i?.from} → ${i?.to} le ${i?.date}, ${i?.passengers}, sur ${i?.airline} uniquement`)
};

/**
* | output |
* | --- |
* | "One-way flights {from} → {to} on {date}, {passengers} on {airline} only" |
*
* @param {Cmd_Do_Availability_AirlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_availability_airline = /** @type {((inputs: Cmd_Do_Availability_AirlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_Availability_AirlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_availability_airline(inputs)
	return en_cmd_do_availability_airline(inputs)
});