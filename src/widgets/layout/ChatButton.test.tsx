import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChatButton } from './ChatButton';

/*
 * The chat button steps aside while any content is under it (jsdom lays nothing out: the test
 * gives the button a box and says what lies under each point of it).
 */
let under: Element[] = [];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>Some text</p>
      <ChatButton />
    </MemoryRouter>,
  );
}

const chat = () => screen.queryByRole('link', { name: /Chat with us on WhatsApp/ });

/** Lets the page rest: the frame that checks, then the rest delay before it comes back. */
const rest = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

beforeEach(() => {
  jest.spyOn(HTMLAnchorElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 700,
    bottom: 756,
    left: 300,
    right: 356,
    width: 56,
    height: 56,
    x: 300,
    y: 700,
  } as DOMRect);
  document.elementsFromPoint = () => [...under, document.body, document.documentElement];
  under = [];
});
afterEach(() => jest.restoreAllMocks());

describe('the floating chat button', () => {
  it('shows where nothing is under it (the footer’s free strip)', async () => {
    renderAt('/about');
    await rest();
    expect(chat()).not.toHaveClass('chat-button--aside');
  });

  it('steps aside over text, a control or a toast, and comes back once the place is clear', async () => {
    renderAt('/about');
    await rest();
    for (const html of ['<p>Text</p>', '<button type="button">Add to Wishlist</button>', '<div class="toast"></div>']) {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      under = [holder.firstElementChild!, holder];
      act(() => window.dispatchEvent(new Event('scroll')));
      await rest();
      expect([html, chat()?.className]).toEqual([html, 'chat-button chat-button--aside']);
      under = [];
      act(() => window.dispatchEvent(new Event('scroll')));
      await rest();
      expect([html, chat()?.className]).toEqual([html, 'chat-button']);
    }
  });

  it('is left out on the pages that are one form', () => {
    renderAt('/checkout');
    expect(chat()).toBeNull();
  });
});
