/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, month: NonNullable<unknown> }} Cmd_No_Such_DateInputs */

const en_cmd_no_such_date = /** @type {(inputs: Cmd_No_Such_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.month} does not exist.`)
};

const fr_cmd_no_such_date = /** @type {(inputs: Cmd_No_Such_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.day} ${i?.month} n'existe pas.`)
};

/**
* | output |
* | --- |
* | "{day} {month} does not exist." |
*
* @param {Cmd_No_Such_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_such_date = /** @type {((inputs: Cmd_No_Such_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_No_Such_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_no_such_date(inputs)
	return en_cmd_no_such_date(inputs)
});