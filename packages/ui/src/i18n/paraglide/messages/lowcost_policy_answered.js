/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Lowcost_Policy_AnsweredInputs */

const en_lowcost_policy_answered = /** @type {(inputs: Lowcost_Policy_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Support requests are answered within ${i?.hours} hours; send the booking's XML messages from XML support when the desk asks for them.`)
};

const fr_lowcost_policy_answered = /** @type {(inputs: Lowcost_Policy_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les demandes d'assistance reçoivent une réponse sous ${i?.hours} heures ; envoyez les messages XML de la réservation depuis le support XML quand le service les demande.`)
};

/**
* | output |
* | --- |
* | "Support requests are answered within {hours} hours; send the booking's XML messages from XML support when the desk asks for them." |
*
* @param {Lowcost_Policy_AnsweredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_answered = /** @type {((inputs: Lowcost_Policy_AnsweredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_AnsweredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_answered(inputs)
	return en_lowcost_policy_answered(inputs)
});