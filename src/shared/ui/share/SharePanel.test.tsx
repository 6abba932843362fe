import { act, fireEvent, render, screen } from '@testing-library/react';
import { SharePanel } from './SharePanel';

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('SharePanel', () => {
  afterEach(() => jest.useRealTimers());

  it('offers Facebook, Twitter, LinkedIn and e-mail for the link', () => {
    render(<SharePanel url="https://site.example/links" title="Utsav Events" />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.example%2Flinks',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite.example%2Flinks&text=Utsav%20Events',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.example%2Flinks',
      'mailto:?subject=Utsav%20Events&body=Utsav%20Events%0Ahttps%3A%2F%2Fsite.example%2Flinks',
    ]);
  });

  it('copies the link and shows Copied! for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<SharePanel url="https://site.example/links" title="Utsav Events" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://site.example/links');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('only logs a clipboard failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    render(<SharePanel url="https://site.example/links" title="Utsav Events" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(error).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    error.mockRestore();
  });
});
