/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terminal: NonNullable<unknown> }} Record_TerminalInputs */

const en_record_terminal = /** @type {(inputs: Record_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`terminal ${i?.terminal}`)
};

const fr_record_terminal = /** @type {(inputs: Record_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`terminal ${i?.terminal}`)
};

/**
* | output |
* | --- |
* | "terminal {terminal}" |
*
* @param {Record_TerminalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_terminal = /** @type {((inputs: Record_TerminalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_TerminalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_terminal(inputs)
	return en_record_terminal(inputs)
});