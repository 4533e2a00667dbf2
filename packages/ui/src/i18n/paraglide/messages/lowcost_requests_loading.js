/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Requests_LoadingInputs */

const en_lowcost_requests_loading = /** @type {(inputs: Lowcost_Requests_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the support requests…`)
};

const fr_lowcost_requests_loading = /** @type {(inputs: Lowcost_Requests_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des demandes d'assistance…`)
};

/**
* | output |
* | --- |
* | "Loading the support requests…" |
*
* @param {Lowcost_Requests_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_requests_loading = /** @type {((inputs?: Lowcost_Requests_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Requests_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_requests_loading(inputs)
	return en_lowcost_requests_loading(inputs)
});