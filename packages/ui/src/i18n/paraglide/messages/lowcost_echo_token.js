/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ token: NonNullable<unknown> }} Lowcost_Echo_TokenInputs */

const en_lowcost_echo_token = /** @type {(inputs: Lowcost_Echo_TokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`echo token ${i?.token}`)
};

const fr_lowcost_echo_token = /** @type {(inputs: Lowcost_Echo_TokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`echo token ${i?.token}`)
};

/**
* | output |
* | --- |
* | "echo token {token}" |
*
* @param {Lowcost_Echo_TokenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_echo_token = /** @type {((inputs: Lowcost_Echo_TokenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Echo_TokenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_echo_token(inputs)
	return en_lowcost_echo_token(inputs)
});