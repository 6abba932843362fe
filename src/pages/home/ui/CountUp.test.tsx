import { act, render, screen } from '@testing-library/react';
import { installVisibleIntersectionObserver } from '@/test/browserMocks';
import { CountUp, countUpStepMs } from './CountUp';

const shown = () => screen.getByTestId('count-up-value').textContent;

describe('CountUp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits until it is scrolled into view', () => {
    // The default test observer never reports anything as visible.
    render(<CountUp target={11000} index={0} />);
    act(() => jest.advanceTimersByTime(10000));
    expect(shown()).toBe('0');
  });

  it('steps by 1/100 of the target every 50 ms plus 10 ms per item, stopping at the target', () => {
    installVisibleIntersectionObserver();
    expect(countUpStepMs(0)).toBe(50);
    expect(countUpStepMs(3)).toBe(80);
    render(
      <>
        <CountUp target={11000} index={0} />
      </>,
    );
    act(() => jest.advanceTimersByTime(49));
    expect(shown()).toBe('0');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('110');
    act(() => jest.advanceTimersByTime(50 * 9));
    expect(shown()).toBe('1,100');
    act(() => jest.advanceTimersByTime(50 * 200));
    expect(shown()).toBe('11,000');
  });

  it('uses the slower step of a later item and gives screen readers the final figure', () => {
    installVisibleIntersectionObserver();
    render(<CountUp target={488} index={3} suffix="+" />);
    expect(screen.getByText('488+')).toHaveClass('visually-hidden');
    act(() => jest.advanceTimersByTime(79));
    expect(shown()).toBe('0+');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('5+'); // 4.88 rounded
    act(() => jest.advanceTimersByTime(80 * 99));
    expect(shown()).toBe('488+');
  });
});
