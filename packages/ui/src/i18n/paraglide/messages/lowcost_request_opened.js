/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, category: NonNullable<unknown>, time: NonNullable<unknown>, name: NonNullable<unknown> }} Lowcost_Request_OpenedInputs */

const en_lowcost_request_opened = /** @type {(inputs: Lowcost_Request_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} · ${i?.category} · opened ${i?.time} by ${i?.name}`)
};

const fr_lowcost_request_opened = /** @type {(inputs: Lowcost_Request_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} · ${i?.category} · ouverte le ${i?.time} par ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{reference} · {category} · opened {time} by {name}" |
*
* @param {Lowcost_Request_OpenedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_request_opened = /** @type {((inputs: Lowcost_Request_OpenedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Request_OpenedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_request_opened(inputs)
	return en_lowcost_request_opened(inputs)
});