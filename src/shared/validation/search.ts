import { number, object, string } from 'yup';
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../config/search';

/**
 * `GET /api/search?q=&limit=`: q trimmed, 2 to 100 characters; limit a whole number from 1,
 * capped at the maximum (more asks for all there is, not for an error).
 */
export const searchQuerySchema = object({
  q: string().default('').trim().min(SEARCH_QUERY_MIN, SEARCH_MESSAGES.tooShort).max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong),
  limit: number()
    .typeError(SEARCH_MESSAGES.badLimit)
    .integer(SEARCH_MESSAGES.badLimit)
    .min(1, SEARCH_MESSAGES.badLimit)
    .default(SEARCH_LIMIT_DEFAULT)
    .transform((value: number) => (Number.isFinite(value) ? Math.min(value, SEARCH_LIMIT_MAX) : value)),
});
