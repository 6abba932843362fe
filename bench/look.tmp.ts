import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startAppServer } from './lib/processes';
async function main() {
  const server = await startAppServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${server.url}/product/workshop-series-2025-t-shirt`);
    console.log(width, 'product Link header present:', Boolean((await page.request.get(`${server.url}/item-desc2`)).headers().link));
    await page.locator('label[for="size-M"]').click();
    await page.locator('label[for="colour-green"]').click();
    await page.getByRole('button', { name: 'Add to Bag', exact: true }).click();
    await page.goto(`${server.url}/checkout`);
    await page.getByText('Check out as a guest').waitFor();
    await page.screenshot({ path: `/tmp/checkout-early-${width}.png` });
    await page.getByLabel(/Pincode|PIN code/i).first().waitFor();
    await page.getByTestId('checkout-total').waitFor();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    console.log(width, 'focused after 9 tabs:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 90)));
    await page.screenshot({ path: `/tmp/checkout-${width}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    console.log(width, 'axe violations:', axe.violations.map((v) => v.id));
    await page.close();
  }
  await browser.close();
  await server.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
