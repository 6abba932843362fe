import { act, fireEvent, render, screen } from '@testing-library/react';
import { installMatchMedia } from '@/test/browserMocks';
import { Ticker } from './Ticker';

const items = ['First offer', 'Second offer'];
const offset = (container: HTMLElement) => (container.querySelector('.ticker__track') as HTMLElement).style.transform;

describe('Ticker', () => {
  beforeEach(() => {
    installMatchMedia();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('moves 1 px every 30 ms', () => {
    const { container } = render(<Ticker items={items} label="Offers" />);
    act(() => jest.advanceTimersByTime(30));
    expect(offset(container)).toBe('translateX(-1px)');
    act(() => jest.advanceTimersByTime(300));
    expect(offset(container)).toBe('translateX(-11px)');
  });

  it('stops while hovered and while focused, and moves again after', () => {
    const { container } = render(<Ticker items={items} label="Offers" />);
    const ticker = container.querySelector('.ticker')!;
    act(() => jest.advanceTimersByTime(30));
    fireEvent.mouseEnter(ticker);
    act(() => jest.advanceTimersByTime(3000));
    expect(offset(container)).toBe('translateX(-1px)');
    fireEvent.mouseLeave(ticker);
    act(() => jest.advanceTimersByTime(30));
    expect(offset(container)).toBe('translateX(-2px)');

    fireEvent.focus(container.querySelector('.ticker__viewport')!);
    act(() => jest.advanceTimersByTime(3000));
    expect(offset(container)).toBe('translateX(-2px)');
  });

  it('is a labelled region holding its pause button; the lines join the Tab order only while still', () => {
    const { container } = render(<Ticker items={items} label="Offers" />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region).toContainElement(screen.getByRole('button', { name: 'Pause offers' }));
    const viewport = container.querySelector('.ticker__viewport')!;
    expect(viewport).toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    expect(viewport).toHaveAttribute('tabindex', '0');
  });

  it('has a pause button that stops and restarts it', () => {
    const { container } = render(<Ticker items={items} label="Offers" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause offers' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(offset(container)).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Play offers' }));
    act(() => jest.advanceTimersByTime(60));
    expect(offset(container)).toBe('translateX(-2px)');
  });

  it('stays still when the user prefers reduced motion', () => {
    installMatchMedia({ reducedMotion: true });
    const { container } = render(<Ticker items={items} label="Offers" />);
    act(() => jest.advanceTimersByTime(3000));
    expect(offset(container)).toBe('');
    expect(container.querySelector('.ticker')).toHaveAttribute('data-running', 'false');
  });

  it('lists every line once for screen readers (the loop copy is hidden)', () => {
    render(<Ticker items={items} label="Offers" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
  });
});
