/**
* | output |
* | --- |
* | "Permission matrix" |
*
* @param {Roles_Matrix_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_matrix_title: ((inputs?: Roles_Matrix_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roles_Matrix_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roles_Matrix_TitleInputs = {};
