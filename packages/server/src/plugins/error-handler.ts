import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';
import { RecordError, type RecordProblem } from '../record-errors';

const INTERNAL = 'Internal server error';
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Try again shortly.';
/** What a 503 asks the client to wait: the database usually comes back within seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** zod's own English messages; ours (e.g. 'Campaign name is required') are shown as they are. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'URL',
  headers: 'Headers',
};

interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** One readable sentence for the first problem: the player sees it, a developer can act on it. */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    return `Unknown or read-only field(s): ${issue.params.keys.join(', ')}`;
  }
  const message = issue.message ?? 'Invalid value';
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return message;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `${field || CONTEXT_LABEL[context ?? ''] || 'Request'}: ${message}`;
}

/** The status each repository problem answers with (record-errors.ts). */
const RECORD_STATUS: Record<RecordProblem, number> = {
  'not-found': 404,
  conflict: 409,
  invalid: 400,
  unprocessable: 422,
  'not-signed-in': 401,
};

function send(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: message });
}

/**
 * The one error handler: bad input answers 400 with a readable message, other 4xx carry their
 * message, anything else is logged and answered without internals (DESIGN.md §1).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, 400, validationMessage(error.validation, error.validationContext));
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(reply, 500, INTERNAL);
      }
      if (error instanceof RecordError) return send(reply, RECORD_STATUS[error.problem], error.message);
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        if (error.validation) return send(reply, 400, validationMessage(error.validation, error.validationContext));
        return send(reply, status, error.message);
      }
      // Our own 5xx (503 Database unavailable) say what they mean; nothing internal is in them.
      if (error instanceof HttpError) return send(reply, status, error.message);
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return send(reply, 503, SERVICE_UNAVAILABLE);
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, INTERNAL);
    });
  },
  { name: 'holdfast-error-handler' },
);
