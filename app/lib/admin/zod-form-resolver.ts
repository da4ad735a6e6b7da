import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '#contract/languages.ts';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '#contract/validation-messages.ts';

/** The visible text of a zod issue: contract schemas carry a message key, translated here. */
export function validationText(key: string, language: Language): string {
  return VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid_value'][language];
}

/**
 * react-hook-form validation by the same zod schema the server applies, in the staff member's
 * language. The form keeps its own values; the server normalises them again on write.
 */
export function zodFormResolver<Values extends FieldValues>(
  schema: z.ZodType,
  language: Language,
  /** Turns the form's values into the request body the schema checks (e.g. an empty slug left out). */
  toInput: (values: Values) => unknown = (values) => values,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      errors[path] ??= { type: issue.code, message: validationText(issue.message, language) };
    }
    return { values: {}, errors: toNestedErrors<Values>(errors) };
  };
}

function toNestedErrors<Values extends FieldValues>(flat: Record<string, { type: string; message: string }>) {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = error;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return nested as FieldErrors<Values>;
}

/** Field errors of a 422 answer, set on the form fields of the same dotted names. */
export function applyServerFieldErrors(
  errors: Record<string, string[]>,
  setError: (name: string, error: { type: string; message: string }) => void,
) {
  for (const [field, messages] of Object.entries(errors)) {
    setError(field === '_root' ? 'root' : field, { type: 'server', message: messages.join(' ') });
  }
}
