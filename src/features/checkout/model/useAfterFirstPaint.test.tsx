import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and turns true only after the next frame and a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    // No frame yet: still the first render, however long the page waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames[0](performance.now()));
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(await screen.findByText('painted')).toBeInTheDocument();
    spy.mockRestore();
  });
});
