import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * One place that turns failures into `{ error: { code, message, details } }` (issue #2 §2).
 * Client mistakes get 4xx with an actionable message; anything else is logged and answered
 * with a 500 that reveals nothing of the internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => {
        const fromIssue = (v.params as { issue?: { path?: (string | number)[] } } | undefined)?.issue?.path;
        const p = fromIssue ?? String((v as { instancePath?: string }).instancePath ?? '').split('/');
        const where = [err.validationContext, ...p].filter((x) => x !== undefined && x !== '').join('.');
        return { path: where, message: v.message };
      });
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid ${err.validationContext ?? 'request'}: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
          details,
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 429 ? 'RATE_LIMITED' : (fe.code ?? 'BAD_REQUEST');
      const message =
        status === 413
          ? `Request body is larger than ${Math.round((request.routeOptions.bodyLimit ?? 1024 * 1024) / 1024)} KB.`
          : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.message?.includes('JSON')
            ? 'Request body is not valid JSON.'
            : fe.message;
      request.log.info({ err: { message: fe.message, code: fe.code } }, 'client error');
      return reply.status(status).send({ error: { code, message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });
}
