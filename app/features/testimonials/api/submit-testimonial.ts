import { API_TIMEOUT_MS } from '#contract/constants.ts';
import type { Language } from '#contract/languages.ts';
import type { Envelope } from '#contract/schemas/envelope.ts';
import { API_REQUEST_FAILED, ApiError, UNKNOWN_ERROR } from '#app/lib/api/api-error.ts';
import { API_BASE_PATH } from '#app/lib/api/http-client.ts';
import { useSubmission } from '#app/lib/use-submission.ts';

/**
 * POST /api/testimonials as multipart: the form's own fields (the API's names) and its photo part,
 * left empty when none was chosen. The browser sets the multipart boundary; failures throw ApiError
 * with the server's message and field errors.
 */
export async function submitTestimonial(body: FormData, language: Language) {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/testimonials?lang=${language}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': language },
      body,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<{ id: number; status: 'pending' }> | null;
  if (response.ok && envelope?.success === true) return envelope.data;
  const errors = envelope && envelope.success === false ? envelope.errors : undefined;
  throw new ApiError(envelope?.message || API_REQUEST_FAILED, response.status, errors);
}

export function useSubmitTestimonial(language: Language) {
  return useSubmission((body: FormData) => submitTestimonial(body, language));
}
