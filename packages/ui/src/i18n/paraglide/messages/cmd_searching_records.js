/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Searching_RecordsInputs */

const en_cmd_searching_records = /** @type {(inputs: Cmd_Searching_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching reservations and tickets…`)
};

const fr_cmd_searching_records = /** @type {(inputs: Cmd_Searching_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche des réservations et des billets…`)
};

/**
* | output |
* | --- |
* | "Searching reservations and tickets…" |
*
* @param {Cmd_Searching_RecordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_searching_records = /** @type {((inputs?: Cmd_Searching_RecordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Searching_RecordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_searching_records(inputs)
	return en_cmd_searching_records(inputs)
});