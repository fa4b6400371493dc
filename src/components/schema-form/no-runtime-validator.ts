// What the browser build gets for '@rjsf/validator-ajv8' (vite.config.ts aliases it here).
// @rjsf/core's index imports that package only for its test registry, and the package's index
// builds an Ajv compiler the moment it loads: the console ships no schema compiler (the CSP has
// no unsafe-eval; src/gen/forms holds precompiled validators), so this stands in for it and
// refuses to be used.
const refuse = (): never => {
  throw new Error('The console validates with the precompiled validators of src/gen/forms only.');
};

export const customizeValidator = refuse;
export const createPrecompiledValidator = refuse;
/** @rjsf/core's test registry refers to it; the console never uses that registry. */
export default Object.freeze({});
