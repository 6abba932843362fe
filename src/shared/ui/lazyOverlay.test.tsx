import { render, screen } from '@testing-library/react';
import { lazyOverlay } from './lazyOverlay';

function Dialog({ show, text }: { show: boolean; text: string }) {
  return <div role="dialog" aria-label={text} data-show={show} />;
}

describe('lazyOverlay', () => {
  it('loads nothing until first shown, then stays mounted so it can close itself', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Dialog }));
    const Overlay = lazyOverlay(load);
    const { rerender } = render(<Overlay show={false} text="Hello" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Overlay show text="Hello" />);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toHaveAttribute('data-show', 'true');
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Overlay show={false} text="Hello" />);
    expect(screen.getByRole('dialog', { name: 'Hello' })).toHaveAttribute('data-show', 'false');
  });
});
