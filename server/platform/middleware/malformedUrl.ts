import type { RequestHandler } from 'express';
import { sendFailure } from '../lib/envelope';

export const MALFORMED_URL = 'The address is not valid';

const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first middleware: a path or query with a broken percent escape (`%E0%A4%A`, `%ZZ`) answers
 * 400 in the envelope. Left through, Express throws a URIError while matching route parameters,
 * json-server's router answered it with a 500 carrying the stack, and the query parser quietly
 * keeps the broken text.
 */
export const refuseMalformedUrl: RequestHandler = (req, res, next) => {
  const [path, ...rest] = req.url.split('?');
  const query = rest.join('?');
  if (decodes(path) && query.split(/[&=]/).every((part) => decodes(part.replace(/\+/g, ' ')))) {
    next();
    return;
  }
  sendFailure(res, 400, MALFORMED_URL);
};
