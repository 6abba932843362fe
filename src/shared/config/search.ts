// Site search limits shared by the header box, the results page and the server (GET /api/search).

/** The query is trimmed; shorter or longer is refused with a field error. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Results per group: the header box asks for a few, the results page for more; never above the cap. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** The header box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Excerpts are cut to about this many characters. */
export const SEARCH_EXCERPT_LENGTH = 140;

export const SEARCH_MESSAGES = {
  tooShort: `Type at least ${SEARCH_QUERY_MIN} characters`,
  tooLong: `Use at most ${SEARCH_QUERY_MAX} characters`,
  badLimit: 'The limit must be a whole number of at least 1',
} as const;
