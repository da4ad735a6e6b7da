import { Send } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';

/** A refused public form's reasons, one per field: the first refused input (in the form's order) takes the focus. */
export function showRefusal<Field extends string>(
  refused: Partial<Record<Field, string>>,
  order: readonly Field[],
  inputId: (field: Field) => string,
): Partial<Record<Field, string>> {
  const first = order.find((field) => refused[field]);
  if (first) document.getElementById(inputId(first))?.focus();
  return refused;
}

/**
 * A file input's check before a slow network carries the file: over `maxBytes` it is emptied and its
 * field says why; otherwise its name is shown.
 */
export function checkFileSize<Field extends string>(
  input: HTMLInputElement,
  {
    field,
    maxBytes,
    tooLarge,
    setName,
    setErrors,
  }: {
    field: Field;
    maxBytes: number;
    tooLarge: string;
    setName: (name: string | null) => void;
    setErrors: Dispatch<SetStateAction<Partial<Record<Field, string>>>>;
  },
) {
  setErrors((current) => ({ ...current, [field]: undefined }));
  const file = input.files?.[0];
  if (!file || file.size <= maxBytes) {
    setName(file?.name ?? null);
    return;
  }
  input.value = '';
  setName(null);
  setErrors((current) => ({ ...current, [field]: tooLarge }));
}

/** Why the form was refused as a whole (a field's own reason stands beside it). */
export function PublicFormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/** A public form's send button: "Sending…" while it goes. */
export function PublicSubmitButton({
  sending,
  disabled,
  label,
}: {
  sending: boolean;
  disabled?: boolean;
  label: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending || disabled}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto sm:px-6"
    >
      <Send aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
