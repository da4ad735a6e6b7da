import { useState } from 'react';

type SubmissionState = 'idle' | 'pending' | 'success' | 'error';

interface SubmitCallbacks<Output> {
  onSuccess?: (output: Output) => void;
  onError?: (error: unknown) => void;
}

/**
 * A form's one request and its state: what a public island needs of TanStack's useMutation, without
 * shipping a query cache to a page that has none (ADR 0014). The back office keeps TanStack Query.
 */
export function useSubmission<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<SubmissionState>('idle');
  const mutate = (input: Input, callbacks: SubmitCallbacks<Output> = {}) => {
    setState('pending');
    send(input).then(
      (output) => {
        setState('success');
        callbacks.onSuccess?.(output);
      },
      (error: unknown) => {
        setState('error');
        callbacks.onError?.(error);
      },
    );
  };
  return { mutate, isPending: state === 'pending', isSuccess: state === 'success', isError: state === 'error' };
}
