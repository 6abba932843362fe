import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, Link } from 'react-router';
import { DataTable, type DataTableColumn } from './DataTable';
import { ListFilter } from './ListFilter';
import { ListSearch } from './ListSearch';
import { useListParams } from './useListParams';

interface Person {
  id: number;
  name: string;
  city: string;
}

const PEOPLE: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Delhi' : 'Pune',
}));

const columns: Array<DataTableColumn<Person>> = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { key: 'city', header: 'City', cell: (p) => p.city },
];

/** A list screen the way the admin screens use the kit; the "server" pages the array. */
function PeopleList({ data = PEOPLE }: { data?: Person[] }) {
  const list = useListParams<'city'>('people', { sort: 'name', order: 'asc', limit: 10, filters: ['city'] });
  const matching = data
    .filter(
      (p) =>
        (!list.q || p.name.toLowerCase().includes(list.q.toLowerCase())) &&
        (!list.filters.city || p.city === list.filters.city),
    )
    .sort((a, b) => (list.order === 'asc' ? 1 : -1) * a.name.localeCompare(b.name));
  const rows = matching.slice((list.page - 1) * list.limit, list.page * list.limit);
  return (
    <>
      <ListSearch value={list.q} onSearch={list.setQ} label="Search people" />
      <ListFilter
        label="City"
        value={list.filters.city}
        options={[
          { value: 'Delhi', label: 'Delhi' },
          { value: 'Pune', label: 'Pune' },
        ]}
        onChange={(v) => list.setFilter('city', v)}
      />
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        total={matching.length}
        list={list}
        emptyMessage="Nobody matches."
        actions={(p) => <button type="button">Open {p.name}</button>}
      />
      <p data-testid="args">{JSON.stringify(list.queryArgs)}</p>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderList(route = '/people', data?: Person[]) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/people" element={<PeopleList data={data} />} />
        <Route path="/elsewhere" element={<Link to="/people">Back to people</Link>} />
      </Routes>
      <Link to="/elsewhere">Leave</Link>
      <Where />
    </MemoryRouter>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);
const args = () => JSON.parse(screen.getByTestId('args').textContent ?? '{}') as Record<string, unknown>;

beforeEach(() => sessionStorage.clear());

describe('DataTable with useListParams', () => {
  it('shows the first page with a caption, a summary and the page links', () => {
    renderList();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10 of 45');
    const paging = screen.getByRole('navigation', { name: 'Pages of People' });
    expect(within(paging).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(paging).getByRole('link', { name: '5' })).toHaveAttribute('href', '/people?page=5');
    expect(args()).toEqual({ _page: 1, _limit: 10, _sort: 'name', _order: 'asc' });
  });

  it('sorts from the header button, flips on a second press and says so with aria-sort', async () => {
    renderList();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getByText('Person 45')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('sort=name&order=desc');
  });

  it('pages by link and changes the page size from a labelled select, back to page 1', async () => {
    renderList();
    await userEvent.click(screen.getByRole('link', { name: '2' }));
    await userEvent.click(screen.getByRole('link', { name: '3' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–30 of 45');
    expect(args()).toMatchObject({ _page: 3 });
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(args()).toMatchObject({ _page: 1, _limit: 20 });
    expect(bodyRows()).toHaveLength(20);
  });

  it('searches and filters through the URL, and shows the empty state', async () => {
    renderList();
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Delhi');
    expect(screen.getByRole('status')).toHaveTextContent('of 22');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody{Enter}');
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/people?city=Delhi&q=nobody');
    expect(args()).toEqual({ _page: 1, _limit: 10, _sort: 'name', _order: 'asc', q: 'nobody', city: 'Delhi' });
  });

  it('reads the state from a bookmarked URL and ignores bad values', () => {
    renderList('/people?page=2&limit=7&order=sideways&q=Person%201');
    // limit 7 is not a page size, the order falls back; the search and page stay
    expect(args()).toEqual({ _page: 2, _limit: 10, _sort: 'name', _order: 'asc', q: 'Person 1' });
  });

  it('restores the last list state when the list is opened again from a plain link', async () => {
    renderList('/people?city=Pune&page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to people' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/people?city=Pune&page=2');
    expect(args()).toMatchObject({ _page: 2, city: 'Pune' });
  });

  it('keeps each row’s actions and labels its cells for the narrow (card) layout', () => {
    renderList();
    const first = bodyRows()[0];
    expect(within(first).getByRole('button', { name: 'Open Person 01' })).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'City', 'Actions']);
  });

  it('hides the paging when one page holds everything', () => {
    renderList('/people', PEOPLE.slice(0, 3));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–3 of 3');
  });
});

describe('ListSearch', () => {
  it('searches after a pause in typing and keeps a space being typed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderList();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, 'Person ');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/people?q=Person');
    expect(box).toHaveValue('Person ');
    jest.useRealTimers();
  });
});
