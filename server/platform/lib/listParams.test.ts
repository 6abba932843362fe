import { HttpError } from './httpError';
import { MAX_LIST_LIMIT, likePattern, parseFilter, parseListParams, sendList } from './listParams';

const spec = {
  sortable: ['createdAt', 'name'] as const,
  defaultSort: 'createdAt' as const,
  defaultOrder: 'desc' as const,
};

function failure(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('parseListParams', () => {
  it('applies the defaults when nothing is given', () => {
    expect(parseListParams({}, spec)).toEqual({
      page: 1,
      limit: 20,
      offset: 0,
      sort: 'createdAt',
      order: 'desc',
      q: '',
    });
  });

  it('reads page, limit, sort, order and a trimmed search', () => {
    expect(parseListParams({ _page: '3', _limit: '10', _sort: 'name', _order: 'ASC', q: '  asha ' }, spec)).toEqual({
      page: 3,
      limit: 10,
      offset: 20,
      sort: 'name',
      order: 'asc',
      q: 'asha',
    });
  });

  it(`lowers a limit above ${MAX_LIST_LIMIT} to it`, () => {
    expect(parseListParams({ _limit: '5000' }, spec).limit).toBe(MAX_LIST_LIMIT);
  });

  it('answers 400 naming every bad parameter', () => {
    const error = failure(() =>
      parseListParams(
        { _page: '0', _limit: '-1', _sort: 'password_hash', _order: 'sideways', q: 'x'.repeat(101) },
        spec,
      ),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['_limit', '_order', '_page', '_sort', 'q']);
    expect(error.errors?._sort).toEqual(['_sort must be one of: createdAt, name']);
  });

  it('refuses fractions, exponents and repeated parameters', () => {
    expect(failure(() => parseListParams({ _page: '1.5' }, spec)).errors).toHaveProperty('_page');
    expect(failure(() => parseListParams({ _limit: '1e3' }, spec)).errors).toHaveProperty('_limit');
    expect(failure(() => parseListParams({ _page: ['1', '2'] }, spec)).errors).toEqual({
      _page: ['_page must be given once'],
    });
  });
});

describe('parseFilter', () => {
  const types = ['contact', 'consultation'] as const;
  it('accepts an allowed value and treats empty as no filter', () => {
    expect(parseFilter({ type: 'contact' }, 'type', types)).toBe('contact');
    expect(parseFilter({ type: '' }, 'type', types)).toBeUndefined();
    expect(parseFilter({}, 'type', types)).toBeUndefined();
  });
  it('answers 400 for another value', () => {
    expect(failure(() => parseFilter({ type: 'orders' }, 'type', types)).errors).toEqual({
      type: ['type must be one of: contact, consultation'],
    });
  });
});

describe('likePattern', () => {
  it('lowercases and escapes the wildcards typed by the user', () => {
    expect(likePattern('50%_Off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('sendList', () => {
  it('puts the total in X-Total-Count and the rows in the envelope', () => {
    const headers: Record<string, string> = {};
    let sent: unknown;
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      status: () => res,
      json: (body: unknown) => (sent = body),
    };
    sendList(res as never, { items: [{ id: 1 }], total: 41 });
    expect(headers['X-Total-Count']).toBe('41');
    expect(sent).toEqual({ isSuccess: true, message: 'OK', data: [{ id: 1 }] });
  });
});
