import { act, fireEvent, screen, within } from '@testing-library/react';
import { LINK_CARDS } from '@/content/links';
import { renderWithProviders } from '@/test/renderWithProviders';
import LinksPage from './index';

describe('Links page', () => {
  afterEach(() => jest.useRealTimers());

  it('has six link cards to the home route, eight icons and the three stats', () => {
    renderWithProviders(<LinksPage />);
    for (const card of LINK_CARDS)
      expect(screen.getByRole('link', { name: new RegExp(card.title) })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('list', { name: 'Profiles and contacts' })).getAllByRole('link')).toHaveLength(8);
    for (const text of ['500+', '50K+', '98%', 'Events', 'Guests', 'Success'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('copies the profile link and shows Link Copied! for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<LinksPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Profile Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/links`);
    expect(screen.getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy Profile Link' })).toBeInTheDocument();
  });

  it('opens the share dialog', async () => {
    renderWithProviders(<LinksPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'E-mail'])
      expect(within(dialog).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });
});
