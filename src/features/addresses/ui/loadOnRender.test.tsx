import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { loadOnRender } from './loadOnRender';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('loadOnRender', () => {
  it('shows the page around it at once, with the fallback, and the component when its code arrives', async () => {
    const chunk = deferred<typeof Greeting>();
    const load = jest.fn(() => chunk.promise);
    const LoadedGreeting = loadOnRender(load, <p>Loading the greeting</p>);
    // Without suspending: the Suspense fallback around it is never shown.
    render(
      <Suspense fallback={<p>Page loading</p>}>
        <h1>Checkout</h1>
        <LoadedGreeting name="Asha" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Loading the greeting')).toBeInTheDocument();
    expect(screen.queryByText('Page loading')).not.toBeInTheDocument();
    chunk.resolve(Greeting);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting')).not.toBeInTheDocument();
  });

  it('loads once, and renders at once wherever it is used after that', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LoadedGreeting = loadOnRender(load, <p>Loading the greeting</p>);
    const first = render(<LoadedGreeting name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    first.unmount();
    render(<LoadedGreeting name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that failed to load to the error boundary, and tries again on the next mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValueOnce(Greeting);
    const LoadedGreeting = loadOnRender(load, <p>Loading the greeting</p>);
    const first = render(
      <Boundary>
        <LoadedGreeting name="Asha" />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: Loading chunk 12 failed')).toBeInTheDocument();
    first.unmount();
    render(<LoadedGreeting name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
