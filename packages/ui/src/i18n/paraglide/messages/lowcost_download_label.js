/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Lowcost_Download_LabelInputs */

const en_lowcost_download_label = /** @type {(inputs: Lowcost_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download .xml of the ${i?.what}`)
};

const fr_lowcost_download_label = /** @type {(inputs: Lowcost_Download_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télécharger le .xml de la ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Download .xml of the {what}" |
*
* @param {Lowcost_Download_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_download_label = /** @type {((inputs: Lowcost_Download_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Download_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_download_label(inputs)
	return en_lowcost_download_label(inputs)
});