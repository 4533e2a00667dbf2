/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Lowcost_Desk_AnswerInputs */

const en_lowcost_desk_answer = /** @type {(inputs: Lowcost_Desk_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Airline desk, ${i?.time}: `)
};

const fr_lowcost_desk_answer = /** @type {(inputs: Lowcost_Desk_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service de la compagnie, ${i?.time} : `)
};

/**
* | output |
* | --- |
* | "Airline desk, {time}:" |
*
* @param {Lowcost_Desk_AnswerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_desk_answer = /** @type {((inputs: Lowcost_Desk_AnswerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Desk_AnswerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_desk_answer(inputs)
	return en_lowcost_desk_answer(inputs)
});