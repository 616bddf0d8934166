import { type TFormOk, ZFormOk } from '../../../../shared/accounts.ts';
import { ApiError, apiErrorFromResponse, networkError } from '../../api/api-error.ts';
import { csrfToken } from '../../api/csrf-token.ts';

/** POSTs a multipart form with the CSRF token; resolves with `{ ok, message }` or throws ApiError. */
export async function postMultipart(path: string, body: FormData): Promise<TFormOk> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body,
    });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const parsed = ZFormOk.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, 'INTERNAL', `Unexpected answer from ${path}.`);
  return parsed.data;
}
