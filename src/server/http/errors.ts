import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected failure with the contract's error shape. Services throw it; app.ts turns it into
 * `{ error, error_description }` with the status. Descriptions are English: the browser maps them to German.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (description: string) => new ApiError(400, 'invalid_request', description);
export const unauthorized = (description = 'authentication required') => new ApiError(401, 'unauthorized', description);
export const forbidden = (description = 'forbidden') => new ApiError(403, 'forbidden', description);
export const notFound = (description = 'not found') => new ApiError(404, 'not_found', description);
export const conflict = (description: string) => new ApiError(409, 'conflict', description);
