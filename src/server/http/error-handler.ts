import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorParams } from '../../shared/contract/errors.ts';
import { englishOf, type FieldError, fieldError } from '../../shared/contract/field-errors.ts';
import { AppError } from './app-error.ts';
import { TooManyAttemptsError } from './rate-limit-error.ts';
import { fieldErrorsOfIssues, type IssueAt } from './zod-fields.ts';

function body(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  params?: ErrorParams,
  fieldErrors?: Record<string, FieldError>,
): ErrorBody {
  return {
    error: { code, message, ...(params && { params }), ...(fields && { fields }), ...(fieldErrors && { fieldErrors }) },
  };
}

/** A 400 about one field (`body`), by code. */
function oneField(message: string, field: string, error: FieldError): ErrorBody {
  return body('bad_request', message, { [field]: englishOf(error) }, undefined, { [field]: error });
}

/**
 * Maps every failure to `{ error: { code, message, params?, fields? } }`, the status given by the code's row
 * of the shared error table (docs/decisions/0019-error-codes.md).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(body(error.code, error.message, error.fields, error.params, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod gives each zod issue as { keyword: code, instancePath, message, params: the rest }.
      const issues: IssueAt[] = error.validation.map((issue) => ({
        ...(issue.params as Partial<IssueAt>),
        code: issue.keyword,
        message: issue.message,
        path: issue.instancePath.split('/').filter(Boolean),
      }));
      const { fields, fieldErrors } = fieldErrorsOfIssues(issues, error.validationContext ?? 'body');
      return reply.status(400).send(body('bad_request', 'Some fields are not valid.', fields, undefined, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('payload_too_large', 'The request body is too large.'));
    if (status === 429)
      return reply.status(429).send(body('rate_limited', 'Too many requests; try again in a minute.'));
    if (status === 415) {
      return reply.status(415).send(body('unsupported_media_type', 'Send the request body as application/json.'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(oneField('The request body is empty.', 'body', fieldError('validation.required')));
    }
    if (status === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
      return reply
        .status(400)
        .send(oneField('The request body is not valid JSON.', 'body', fieldError('validation.not_json')));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status === 404 ? 'not_found' : 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
  });
}
