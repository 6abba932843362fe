import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SearchResults } from '@/shared/contract/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMIT_DEFAULT } from '@/shared/config/search';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SEARCH_TEXT } from '../model/text';
import { SearchCombobox } from './SearchCombobox';

const RESULTS: SearchResults = {
  query: 'tea',
  products: [
    {
      id: 102,
      name: 'Darjeeling Tea Hamper',
      title: 'Darjeeling Tea Hamper',
      slug: 'darjeeling-tea-hamper',
      url: '/product/darjeeling-tea-hamper',
      imageUrl: '/uploads/a.webp',
      price: 1499,
      salePrice: 1299,
      excerpt: 'First-flush',
    },
    {
      id: 201,
      name: 'Brass Tea Infuser',
      title: 'Brass Tea Infuser',
      slug: 'brass-tea-infuser',
      url: '/product/brass-tea-infuser',
      imageUrl: '/uploads/b.webp',
      price: 499,
      salePrice: null,
      excerpt: 'Mesh',
    },
  ],
  events: [{ title: 'Tea Tasting Evening', url: '/events#event-9', excerpt: 'Cups' }],
  posts: [],
  services: [{ title: 'Catering', url: '/services#service-catering', excerpt: 'Live counters' }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function setup() {
  jest.useFakeTimers();
  const api = installFakeApi({ 'GET /api/search': (call) => ok({ ...RESULTS, query: call.query.get('q') ?? '' }) });
  const dismissed = jest.fn();
  renderWithProviders(
    <>
      <SearchCombobox id="box" onDismiss={dismissed} />
      <Where />
    </>,
  );
  const box = screen.getByRole('combobox', { name: SEARCH_TEXT.label });
  return { api, box, dismissed };
}

async function typeAndSettle(box: HTMLElement, text: string) {
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
}

afterEach(() => jest.useRealTimers());

describe('SearchCombobox', () => {
  it('asks the server once typing pauses, shows grouped options and announces the count politely', async () => {
    const { api, box } = setup();
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 't' } });
    fireEvent.change(box, { target: { value: 'te' } });
    fireEvent.change(box, { target: { value: 'tea' } });
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(api.callsTo('GET', '/api/search')).toHaveLength(0);
    await typeAndSettle(box, 'tea');
    const calls = api.callsTo('GET', '/api/search');
    expect(calls.map((call) => [call.query.get('q'), call.query.get('limit')])).toEqual([
      ['tea', String(SEARCH_LIMIT_DEFAULT)],
    ]);

    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: SEARCH_TEXT.suggestions });
    expect(within(listbox).getByRole('group', { name: SEARCH_TEXT.groups.products })).toBeInTheDocument();
    expect(within(listbox).queryByRole('group', { name: SEARCH_TEXT.groups.posts })).not.toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Darjeeling Tea Hamper₹1,299',
      'Brass Tea Infuser₹499',
      'Tea Tasting Evening',
      'Catering',
      SEARCH_TEXT.seeAll('tea'),
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('4 results');
  });

  it('moves the highlight with the arrow keys (wrapping), and Enter opens the highlighted result', async () => {
    const { box } = setup();
    await typeAndSettle(box, 'tea');
    const options = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveFocus();

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/product/brass-tea-infuser');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
  });

  it('Enter without a highlight opens the results page; so does the last option', async () => {
    const { box } = setup();
    await typeAndSettle(box, ' tea ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=tea');
  });

  it('Escape closes the list first, then dismisses the box', async () => {
    const { box, dismissed } = setup();
    await typeAndSettle(box, 'tea');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(dismissed).not.toHaveBeenCalled();
    // Arrow down opens it again.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('does not ask for one character, and announces when nothing matched', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({
      'GET /api/search': (call) =>
        ok({ query: call.query.get('q'), products: [], events: [], posts: [], services: [] }),
    });
    renderWithProviders(<SearchCombobox id="box" />);
    const box = screen.getByRole('combobox');
    await typeAndSettle(box, 'x');
    expect(api.calls).toHaveLength(0);
    await typeAndSettle(box, 'xyzzy');
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXT.noResults('xyzzy'));
    // Only the "see all" option: the list stays usable by keyboard.
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
