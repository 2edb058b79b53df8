import { ERROR_STATUS, type TErrorCode } from '@n5/shared/core/errors';

/** A refusal with a message the user can read; the error handler maps the code to a status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  constructor(code: TErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
