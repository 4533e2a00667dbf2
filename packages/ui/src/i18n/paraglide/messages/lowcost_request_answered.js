/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Request_AnsweredInputs */

const en_lowcost_request_answered = /** @type {(inputs: Lowcost_Request_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered`)
};

const fr_lowcost_request_answered = /** @type {(inputs: Lowcost_Request_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondue`)
};

/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Lowcost_Request_AnsweredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_answered = /** @type {((inputs?: Lowcost_Request_AnsweredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Request_AnsweredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_request_answered(inputs)
	return en_lowcost_request_answered(inputs)
});