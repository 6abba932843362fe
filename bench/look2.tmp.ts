import { chromium } from '@playwright/test';
import { startAppServer } from './lib/processes';
async function main() {
  const server = await startAppServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const width = Number(process.env.W ?? 1280);
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.setDefaultTimeout(15000);
  await page.goto(`${server.url}/robots.txt`);
  const p = (await (await fetch(`${server.url}/api/Product/102`)).json()).data;
  await page.evaluate((cart) => localStorage.setItem('cart', cart), JSON.stringify([{ id: p.id, name: p.name, image: p.images[0]?.imageUrl ?? '', price: p.salePrice ?? p.price, description: '', quantity: 1 }]));
  await page.goto(`${server.url}/checkout`);
  console.error('loaded');
  await page.getByText('Check out as a guest').waitFor();
  await page.getByLabel(/PIN code/i).first().waitFor();
  console.error('form');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/checkout2-${width}.png`, fullPage: true });
  console.error('errors shown without input:', await page.locator('.invalid-feedback:visible').count());
  await browser.close();
  await server.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
