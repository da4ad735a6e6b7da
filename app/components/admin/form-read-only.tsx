import { createContext, useContext } from 'react';

/**
 * Whether the content form is shown read only (someone else holds its editing mark): the disabled
 * <fieldset> stops inputs and buttons; controls it cannot reach (the rich-text editor) read this.
 */
export const FormReadOnlyContext = createContext(false);

export const useFormReadOnly = () => useContext(FormReadOnlyContext);
