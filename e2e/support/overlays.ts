import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until every finite CSS transition or animation running on the page now has ended: a
 * dialog's fade, a drawer's slide, a button's colour change after a click, a backdrop dimming the
 * page. Checks of how the page looks (axe's colour contrast, the other engines, bounding boxes)
 * then measure it as drawn at rest, never half-way through a 0.15-0.3 s transition. Endless
 * animations (spinners, decorations) are not waited for.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    // A transition cancelled on the way (its element changed again) rejects `finished`: it is over too.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until an overlay (a react-bootstrap Modal or Offcanvas: dialogs, the bag and filter
 * drawers) has finished coming in: shown (`.show`; react-bootstrap adds it a frame after the
 * element appears, and that starts the fade or slide) and the page's transitions (the overlay's
 * and its backdrop's) ended. (Not "no longer `offcanvas-toggling`": with reduced motion an
 * Offcanvas keeps that class, see docs/qa.md.)
 */
export async function expectOverlaySettled(overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveClass(/(^|\s)show(\s|$)/);
  await waitForAnimations(overlay.page());
}
