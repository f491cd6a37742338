import { type FieldErrorCode, fieldErrorCodes } from '../../../../shared/contract/field-errors.ts';

/** Field errors by code: in English, the table's own text (src/shared/contract/field-errors.ts). */
const validation = Object.fromEntries(
  Object.entries(fieldErrorCodes).map(([code, spec]) => [code, spec.english]),
) as Record<FieldErrorCode, string>;

export default validation;
