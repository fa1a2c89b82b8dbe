import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';

/** A WordPress REST error with more in `data` than the status (rest_invalid_param's params and details). */
export class WpError extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(status, code, message);
  }
}

// WordPress' own codes and words, so a client written against a real WordPress reads them the same way
export const invalidPostId = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
export const invalidTermId = () => new WpError(404, 'rest_term_invalid', 'Term does not exist.');
export const invalidPage = () =>
  new WpError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
export const forbidden = () => new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
export const noRoute = () => new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/**
 * Every error under /cms/wp-json as WordPress writes it: `{code, message, data: {status, …}}`.
 * `error` and `error_description` repeat code and message for the browser client of today, which reads
 * only those (news-list.ts tells a page past the end by `error`); drop them once it reads `code`
 * (the browser's part of reading a real WordPress).
 */
export function wpErrorResponse(err: Error, c: Context) {
  let status: ContentfulStatusCode = 500;
  let code = 'rest_internal_error';
  let message = 'Internal server error.';
  let data: Record<string, unknown> = {};
  if (err instanceof ApiError) {
    ({ status, code, description: message } = err);
    if (err instanceof WpError) data = err.data;
    // anything else thrown by shared middleware (invalid_request and the like) keeps its code
  } else if (err instanceof HTTPException) {
    status = err.status as ContentfulStatusCode;
    code = status === 400 ? 'rest_invalid_param' : 'rest_error';
    message = err.message;
  } else {
    console.error(err);
  }
  return c.json({ code, message, data: { status, ...data }, error: code, error_description: message }, status);
}
