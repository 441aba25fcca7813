/**
 * An error whose message is safe to show the user. Anything else that reaches the error handler is
 * logged and answered with a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** 429 only: seconds until the client may try again, answered as data. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const badRequest = (
  message: string,
  code = 'BAD_REQUEST',
  fields?: Record<string, string>,
) => new AppError(400, code, message, fields);
export const unauthorized = (message = 'Please sign in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code = 'RATE_LIMITED',
) => new AppError(429, code, message, undefined, retryAfterSeconds);
