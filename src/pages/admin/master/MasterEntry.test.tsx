import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/renderWithProviders';
import { MasterEntryScreen } from './MasterEntryScreen';
import { MASTER_ENTRY_TEXT as T } from './masterEntrySchema';
import { toCsv, toTsv } from '@/shared/lib/tableExport';

// These tests type into whole forms; on a busy machine that can take longer than jest's default 5 s.
jest.setTimeout(20_000);

describe('the Master Entry demonstration page', () => {
  it('requires every field with the spec messages, says Looks good! for valid ones, and only logs the submission', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderWithProviders(<MasterEntryScreen />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit form' }));
    for (const message of [T.firstName, T.lastName, T.username, T.city, T.state, T.zip, T.comment]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^State/)).toHaveAccessibleDescription(T.state);
    expect(screen.queryByText(T.looksGood)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^First name/), 'Mark');
    await userEvent.tab();
    expect(await screen.findByText(T.looksGood)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Last name/), 'Otto');
    await userEvent.type(screen.getByLabelText(/^Username/), 'mdo');
    await userEvent.type(screen.getByLabelText(/^City/), 'Detroit');
    expect(
      within(screen.getByLabelText(/^State/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose...', 'Michigan', 'New York', 'Oklahoma']);
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Michigan');
    await userEvent.type(screen.getByLabelText(/^Zip/), '48201');
    await userEvent.type(screen.getByLabelText(/^Comment/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit form' }));

    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0][1]).toEqual(
      expect.objectContaining({ firstName: 'Mark', state: 'Michigan', gender: '', agreeTerms: false }),
    );
    expect(screen.getAllByText(T.looksGood)).toHaveLength(7);
    expect(fetchSpy).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('hides and shows columns, and copies the visible table with a 2-second Copied! state', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // user-event puts a clipboard stub on navigator in setup(); watch what the page writes to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<MasterEntryScreen />);
    const table = screen.getByRole('table', { name: 'Sample people' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('columnheader', { name: 'City' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Column visibility' }));
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(within(table).queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('#\tFirst name\tLast name\tUsername\tState\tZip\n1\tMark\tOtto\tmdo\tMichigan\t48201'),
    );
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('table export', () => {
  it('quotes CSV cells that need it and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', '=SUM(A1)'],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""",\'=SUM(A1)');
    expect(toTsv([['a\tb', 1]])).toBe('a b\t1');
  });
});
