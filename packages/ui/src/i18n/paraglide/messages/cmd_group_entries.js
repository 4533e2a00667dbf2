/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Group_EntriesInputs */

const en_cmd_group_entries = /** @type {(inputs: Cmd_Group_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entries`)
};

const fr_cmd_group_entries = /** @type {(inputs: Cmd_Group_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrées`)
};

/**
* | output |
* | --- |
* | "Entries" |
*
* @param {Cmd_Group_EntriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_entries = /** @type {((inputs?: Cmd_Group_EntriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Group_EntriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_group_entries(inputs)
	return en_cmd_group_entries(inputs)
});