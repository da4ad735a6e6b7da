/** A failed API call: the server's message (or the client's), its status, and field errors on 422. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Record<string, string[]> = {},
    /** What the server said beside its message (a 409's stored version and who saved it). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isClientError(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }
}

export const API_REQUEST_FAILED = 'API request failed';
export const UNKNOWN_ERROR = 'Unknown error occurred';

/** Spec section 7: the server's message, else the client error's message, else 'Unknown error occurred'. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
