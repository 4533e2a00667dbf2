/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Group_RecordsInputs */

const en_cmd_group_records = /** @type {(inputs: Cmd_Group_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records`)
};

const fr_cmd_group_records = /** @type {(inputs: Cmd_Group_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dossiers`)
};

/**
* | output |
* | --- |
* | "Records" |
*
* @param {Cmd_Group_RecordsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_records = /** @type {((inputs?: Cmd_Group_RecordsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Group_RecordsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_group_records(inputs)
	return en_cmd_group_records(inputs)
});