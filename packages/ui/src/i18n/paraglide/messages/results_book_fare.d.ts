/**
* | output |
* | --- |
* | "Book {fare}, {airline}" |
*
* @param {Results_Book_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_book_fare: ((inputs: Results_Book_FareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Book_FareInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Book_FareInputs = {
    fare: NonNullable<unknown>;
    airline: NonNullable<unknown>;
};
