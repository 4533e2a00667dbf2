/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Pending_HintInputs */

const en_workbench_pending_hint = /** @type {(inputs: Workbench_Pending_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes made below are listed here until you commit or ignore them.`)
};

const fr_workbench_pending_hint = /** @type {(inputs: Workbench_Pending_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les modifications faites ci-dessous sont listées ici jusqu'à ce que vous les validiez ou les ignoriez.`)
};

/**
* | output |
* | --- |
* | "Changes made below are listed here until you commit or ignore them." |
*
* @param {Workbench_Pending_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_pending_hint = /** @type {((inputs?: Workbench_Pending_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Pending_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_pending_hint(inputs)
	return en_workbench_pending_hint(inputs)
});