// jsdom with Node's own fetch API. jsdom has no fetch, and RTK Query's fetchBaseQuery needs
// fetch, Request, Response, Headers and an AbortController whose signal fetch accepts.
// FormData, Blob and File are Node's too, so a multipart body (product uploads) is one that
// Node's Request can serialise and a fake backend can read back with `formData()`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
      'FormData',
      'Blob',
      'File',
    ];
    for (const name of names) this.global[name] = globalThis[name];
    const page = this.global;
    // Browsers resolve relative URLs (the API root is /api/) against the page; Node's Request does not.
    this.global.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).toString() : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
