/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Cmd_Records_FailedInputs */

const en_cmd_records_failed = /** @type {(inputs: Cmd_Records_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservations and tickets could not be searched: ${i?.message}`)
};

const fr_cmd_records_failed = /** @type {(inputs: Cmd_Records_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les réservations et les billets n'ont pas pu être recherchés : ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Reservations and tickets could not be searched: {message}" |
*
* @param {Cmd_Records_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_records_failed = /** @type {((inputs: Cmd_Records_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Records_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_records_failed(inputs)
	return en_cmd_records_failed(inputs)
});