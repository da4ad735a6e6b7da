import type { ImageKind } from '#contract/images.ts';
import type { AdminMedia } from '#contract/schemas/media.ts';
import { API_REQUEST_FAILED, ApiError, UNKNOWN_ERROR } from './api-error.ts';
import { clearAuthToken, readAuthToken } from './auth-token.ts';
import { ADMIN_LOGIN_PATH, API_BASE_PATH, screenLanguage } from './http-client.ts';

/**
 * POST /api/admin/media as multipart, reporting progress (fetch cannot report upload
 * progress, XMLHttpRequest can). Same envelope and 401 rules as every other call.
 */
export function uploadMedia(
  file: File,
  kind: ImageKind,
  onProgress: (percent: number) => void,
  alt?: { fr?: string; en?: string },
): Promise<AdminMedia> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('kind', kind);
    if (alt?.fr) body.set('alt_fr', alt.fr);
    if (alt?.en) body.set('alt_en', alt.en);
    body.set('file', file);

    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}/admin/media`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', screenLanguage());
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('error', () => reject(new ApiError(UNKNOWN_ERROR, null)));
    request.addEventListener('load', () => {
      let envelope: {
        success?: boolean;
        message?: string;
        data?: AdminMedia;
        errors?: Record<string, string[]>;
      } | null;
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        envelope = null;
      }
      if (request.status >= 200 && request.status < 300 && envelope?.success && envelope.data) {
        resolve(envelope.data);
        return;
      }
      if (request.status === 401) {
        clearAuthToken();
        window.location.assign(ADMIN_LOGIN_PATH);
      }
      reject(new ApiError(envelope?.message || API_REQUEST_FAILED, request.status, envelope?.errors));
    });
    request.send(body);
  });
}
