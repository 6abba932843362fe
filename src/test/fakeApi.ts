/**
 * A fake backend for UI tests: `fetch` answers from a route table and records every call, so a
 * test can assert what the client sent and how many times.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
  /** Response headers besides Content-Type (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}

export type FakeRoute = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function installFakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ isSuccess: false, message: 'No fake route' }), { status: 404 });
    const answer = await route(call);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    fetchMock,
  };
}

export const ok = <T>(data: T, message = 'OK') => ({ status: 200, body: { isSuccess: true, message, data } });
/** A page of an admin list: the rows in the envelope, the total in X-Total-Count. */
export const okList = <T>(rows: T[], total = rows.length) => ({
  ...ok(rows),
  headers: { 'X-Total-Count': String(total) },
});
export const fail = (status: number, message: string, errors?: Record<string, string[]>) => ({
  status,
  body: errors ? { isSuccess: false, message, errors } : { isSuccess: false, message },
});

/** The multipart fields and files a recorded call sent (product uploads). */
export async function formDataOf(call: RecordedCall): Promise<FormData> {
  const contentType = call.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw new Error(`Not a multipart call: ${contentType}`);
  return new Response(String(call.body), { headers: { 'content-type': contentType } }).formData();
}
