import { installPopStateFirst, onPopStateFirst } from './popStateFirst';

describe('onPopStateFirst', () => {
  it('runs before a popstate listener added earlier (the router), and a handler can keep the event from it', () => {
    installPopStateFirst();
    const calls: string[] = [];
    const router = () => calls.push('router');
    window.addEventListener('popstate', router);
    const off = onPopStateFirst((event) => {
      calls.push('guard');
      event.stopImmediatePropagation();
    });
    try {
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
      expect(calls).toEqual(['guard']);

      off();
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
      expect(calls).toEqual(['guard', 'router']);
    } finally {
      off();
      window.removeEventListener('popstate', router);
    }
  });

  it('lets the event on to the router when the handler does not stop it', () => {
    const calls: string[] = [];
    const router = () => calls.push('router');
    window.addEventListener('popstate', router);
    const off = onPopStateFirst(() => calls.push('guard'));
    try {
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(calls).toEqual(['guard', 'router']);
    } finally {
      off();
      window.removeEventListener('popstate', router);
    }
  });
});
