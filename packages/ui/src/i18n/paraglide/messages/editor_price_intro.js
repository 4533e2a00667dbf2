/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_IntroInputs */

const en_editor_price_intro = /** @type {(inputs: Editor_Price_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price the flights again with today's fares and markup. The new price applies when the workbench is committed.`)
};

const fr_editor_price_intro = /** @type {(inputs: Editor_Price_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifez de nouveau les vols aux tarifs et à la majoration du jour. Le nouveau prix s'applique à la validation de l'espace de travail.`)
};

/**
* | output |
* | --- |
* | "Price the flights again with today's fares and markup. The new price applies when the workbench is committed." |
*
* @param {Editor_Price_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_intro = /** @type {((inputs?: Editor_Price_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_intro(inputs)
	return en_editor_price_intro(inputs)
});