/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_DownloadInputs */

const en_lowcost_download = /** @type {(inputs: Lowcost_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download .xml`)
};

const fr_lowcost_download = /** @type {(inputs: Lowcost_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le .xml`)
};

/**
* | output |
* | --- |
* | "Download .xml" |
*
* @param {Lowcost_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_download = /** @type {((inputs?: Lowcost_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_download(inputs)
	return en_lowcost_download(inputs)
});