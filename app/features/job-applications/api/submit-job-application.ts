import { API_TIMEOUT_MS } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { Envelope } from '#contract/schemas/envelope.ts';
import { API_REQUEST_FAILED, ApiError, UNKNOWN_ERROR } from '#app/lib/api/api-error.ts';
import { API_BASE_PATH } from '#app/lib/api/http-client.ts';
import { useSubmission } from '#app/lib/use-submission.ts';

/**
 * POST /api/careers/{slug}/applications as multipart: the form's fields (the API's names) and the CV.
 * Failures throw ApiError with the server's message and field errors.
 */
export async function submitJobApplication(slug: string, body: FormData, language: Language) {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/careers/${encodeURIComponent(slug)}/applications?lang=${language}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': language },
      body,
      // A 5 MB CV over a slow mobile network takes longer than an API call.
      signal: AbortSignal.timeout(API_TIMEOUT_MS * 6),
    });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<{ id: number }> | null;
  if (response.ok && envelope?.success === true) return envelope.data;
  const errors = envelope && envelope.success === false ? envelope.errors : undefined;
  throw new ApiError(envelope?.message || API_REQUEST_FAILED, response.status, errors);
}

export function useSubmitJobApplication(slug: string, language: Language) {
  return useSubmission((body: FormData) => submitJobApplication(slug, body, language));
}
