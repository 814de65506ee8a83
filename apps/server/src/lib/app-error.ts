/** A failure the client can act on; mapped to HTTP by the error handler (plugins/errors.ts). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string; reason?: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.', code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message = 'You may not do this.', code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterS: number, message?: string) =>
  new AppError(429, 'RATE_LIMITED', message ?? `Too many attempts. Try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minute(s).`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterS))),
  });
export const notImplemented = (message: string) => new AppError(501, 'NOT_CONFIGURED', message);
