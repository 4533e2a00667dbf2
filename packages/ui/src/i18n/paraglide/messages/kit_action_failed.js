/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Action_FailedInputs */

const en_kit_action_failed = /** @type {(inputs: Kit_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The action failed. Try again.`)
};

const fr_kit_action_failed = /** @type {(inputs: Kit_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'action a échoué. Réessayez.`)
};

/**
* | output |
* | --- |
* | "The action failed. Try again." |
*
* @param {Kit_Action_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_action_failed = /** @type {((inputs?: Kit_Action_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Action_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_action_failed(inputs)
	return en_kit_action_failed(inputs)
});