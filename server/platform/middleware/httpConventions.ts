import type { Request, RequestHandler } from 'express';

interface CreatedBody {
  data?: { id?: unknown; reference?: unknown; manageToken?: unknown; user?: { id?: unknown } } | null;
}

/**
 * Where a created record lives when that is not "the collection's path + its id": a new account
 * is read at its owner's profile, and a booking (posted to /send-email, the spec's name) is read
 * by its signed manage link (the answer carries the token already; there is no other URI that
 * shows a booking without a login).
 */
const CREATED_AT: Record<string, (data: NonNullable<CreatedBody['data']>) => string | undefined> = {
  '/api/Auth/register': () => '/api/User/profile',
  '/api/Auth/register-admin': () => '/api/User/profile',
  '/api/send-email': (data) =>
    typeof data.manageToken === 'string' ? `/api/bookings/manage/${encodeURIComponent(data.manageToken)}` : undefined,
};

const requestPath = (req: Request) => `${req.baseUrl}${req.path}`.replace(/\/+$/, '') || '/';

/** The URI of the record a 201 answer created: the collection's path and the record's id (or reference). */
export function createdLocation(path: string, body: CreatedBody): string | undefined {
  const data = body?.data;
  const special = CREATED_AT[path];
  // A new account's answer carries no data (the same answer for a taken address): its place is fixed.
  if (special) return special(data && typeof data === 'object' ? data : {});
  if (!data || typeof data !== 'object') return undefined;
  const key = data.id ?? data.reference;
  return typeof key === 'number' || typeof key === 'string' ? `${path}/${encodeURIComponent(String(key))}` : undefined;
}

/** Whether the request sent a bearer token (a 401 then means the token itself was not accepted). */
const sentBearerToken = (req: Request) => /^bearer\s+\S/i.test(req.headers.authorization ?? '');

/**
 * HTTP conventions every API answer follows, set where the answer is written so no route has to
 * remember them: no 304 for an answer nobody may store; a 201 names the created record in `Location`; a 401 says how to authenticate in
 * `WWW-Authenticate: Bearer` (RFC 6750), with `error="invalid_token"` when the token sent was
 * bad, expired or revoked, which tells a client to refresh rather than ask for a login.
 */
export const apiHttpConventions: RequestHandler = (req, res, next) => {
  // API answers are `no-store`: nothing may answer them from a cache, so a conditional GET never
  // gets a 304. An ETag a route sets (a product's version) serves If-Match on writes only.
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode === 201 && !res.getHeader('Location')) {
      const location = createdLocation(requestPath(req), body as CreatedBody);
      if (location) res.setHeader('Location', location);
    }
    if (res.statusCode === 401 && !res.getHeader('WWW-Authenticate')) {
      res.setHeader(
        'WWW-Authenticate',
        sentBearerToken(req)
          ? 'Bearer realm="api", error="invalid_token", error_description="The access token is invalid or has expired"'
          : 'Bearer realm="api"',
      );
    }
    return json(body);
  };
  next();
};
