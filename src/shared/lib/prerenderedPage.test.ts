import { PAGE_SHOWN_ATTRIBUTE, SNAPSHOT_ID } from '../config/prerender';
import { showApp } from './prerenderedPage';

describe('showApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(PAGE_SHOWN_ATTRIBUTE);
  });

  it('replaces the build-time snapshot with the app', () => {
    document.body.innerHTML = `<div id="${SNAPSHOT_ID}" inert><h1>Events</h1></div><div id="root" style="visibility:hidden" aria-hidden="true"><h1>Events</h1></div>`;
    showApp();
    expect(document.getElementById(SNAPSHOT_ID)).toBeNull();
    const root = document.getElementById('root')!;
    expect(root.getAttribute('style')).toBeNull();
    expect(root.getAttribute('aria-hidden')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.documentElement.hasAttribute(PAGE_SHOWN_ATTRIBUTE)).toBe(true);
  });

  it('marks the page shown on pages served without a snapshot, and can run again', () => {
    document.body.innerHTML = '<div id="root"><p>Admin</p></div>';
    showApp();
    showApp();
    expect(document.getElementById('root')!.textContent).toBe('Admin');
    expect(document.documentElement.hasAttribute(PAGE_SHOWN_ATTRIBUTE)).toBe(true);
  });
});
