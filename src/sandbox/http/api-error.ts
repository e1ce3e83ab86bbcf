/**
 * Failures in the spec's error shape, with the catalogue's ids (schemas/api/errors.ts). A
 * client-handled id that has a server code of its own is answered with both, symbolic id first:
 * `apiFailure(409, 'LOGIN_IN_USE', …)` → errorDetails [LOGIN_IN_USE, AUT439].
 */
import { SYMBOLIC_ERROR_CODES, type ClientHandledErrorId, type ErrorId } from '../../../schemas/api/errors.ts';
import { HttpError } from './exchange.ts';

export function apiFailure(status: number, errorId: ErrorId, message: string): HttpError {
  const code = SYMBOLIC_ERROR_CODES[errorId as ClientHandledErrorId];
  return new HttpError(status, errorId, message, code ? [{ errorId: code, message }] : []);
}
