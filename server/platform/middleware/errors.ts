import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendFailure } from '../lib/envelope';
import { HttpError } from '../lib/httpError';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Unknown paths under /api answer 404 in the envelope instead of Express's HTML page. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendFailure(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
};

/** The last middleware: every error becomes the envelope with its status, never a stack trace. */
export function errorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  // Express recognises error middleware by its four parameters.
  return (error: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      sendFailure(res, error.status, error.message, error.errors);
      return;
    }
    const bodyError = error as BodyParserError;
    if (bodyError?.type === 'entity.parse.failed') {
      sendFailure(res, 400, 'The request body is not valid JSON');
      return;
    }
    if (bodyError?.type === 'entity.too.large' || bodyError?.status === 413) {
      sendFailure(res, 413, 'The request body is too large');
      return;
    }
    if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
      sendFailure(res, bodyError.status, 'The request could not be processed');
      return;
    }
    log(error);
    sendFailure(res, 500, 'Something went wrong on our side. Please try again.');
  };
}
