import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../shared/contract/field-errors.ts';
import type { Operation } from '../../shared/contract/operation.ts';
import { AppError } from './app-error.ts';
import { type CallerOf, type OperationHandler, type OperationRequest, operationRoute } from './operation-route.ts';

/**
 * Registers an operation whose body is raw bytes (any Content-Type: the bytes are checked, not the header), up to
 * `bodyLimit`, in a scope of its own so the app's other routes keep the JSON parser and the server's body limit.
 * A missing or empty body is a 400 naming `missing.field`.
 */
export async function uploadRoute<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  bodyLimit: number,
  missing: { message: string; field: string },
  handler: (request: OperationRequest<O>, body: Buffer, caller: CallerOf<O>) => ReturnType<OperationHandler<O>>,
): Promise<void> {
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
      done(null, body);
    });
    operationRoute(
      upload,
      operation,
      (request, _reply, caller) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw AppError.invalidFields({ [missing.field]: fieldError('validation.required') }, missing.message);
        }
        return handler(request, body, caller);
      },
      { extra: { bodyLimit } },
    );
  });
}
