import { Send } from 'lucide-react';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { ApiError } from '#app/lib/api/api-error.ts';
import { firstReasons } from '#app/lib/field-reasons.ts';

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

type Reasons<Field extends string> = Partial<Record<Field, string>>;

/**
 * The state of a public form sent from its island: each field's reason, the form's alert, whether it
 * was sent. `outcome` is what a send does with the API's answer: thanks, or each refused field's first
 * reason beside it (the first refused input focused) and the alert; without a network, the offline text.
 */
export function usePublicFormState<Field extends string>({
  order,
  inputId,
  texts,
  restored = null,
  sentAlready = false,
  onStart,
}: {
  /** The form's fields, named as the API names them, in the order they are shown. */
  order: readonly Field[];
  inputId: (field: Field) => string;
  /** `refused`: the alert of a 422 (the fields say why); other refusals show the API's message. */
  texts: { offline: string; refused: string };
  /** What a refused plain post (no JavaScript) left on the page. */
  restored?: { errors: Reasons<Field>; message: string } | null;
  sentAlready?: boolean;
  /** Empties what the form holds besides its state (its inputs, a chosen file's name). */
  onStart?: () => void;
}) {
  const [errors, setErrors] = useState<Reasons<Field>>(restored?.errors ?? {});
  const [alert, setAlert] = useState<string | null>(restored?.message ?? null);
  const [sent, setSent] = useState(sentAlready);

  /** A fresh form: after thanks, or to send another. */
  const start = () => {
    onStart?.();
    setErrors({});
    setAlert(null);
    setSent(false);
  };

  /** Before a send: the previous answer's reasons go, but those `kept` (a file refused before sending). */
  const clear = (kept: readonly Field[] = []) => {
    setErrors((current) => Object.fromEntries(kept.map((field) => [field, current[field]])) as Reasons<Field>);
    setAlert(null);
  };

  const outcome = {
    onSuccess: () => {
      start();
      setSent(true);
    },
    onError: (error: unknown) => {
      if (!(error instanceof ApiError) || error.status === null) {
        setAlert(texts.offline);
        return;
      }
      setErrors(showRefusal(firstReasons(error.fieldErrors, order), order, inputId));
      setAlert(error.status === 422 ? texts.refused : error.message);
    },
  };

  return { errors, setErrors, alert, sent, start, clear, outcome };
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
