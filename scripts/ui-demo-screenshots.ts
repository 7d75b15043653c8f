// The UI kit's demo route (/dev/ui) at a phone's and a desktop's width, in two languages, with
// axe: `npx vite web --mode emulator --port 5291` in one shell, then
// `npx tsx scripts/ui-demo-screenshots.ts http://127.0.0.1:5291` (pictures under screenshots/i21/).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:5291';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
mkdirSync('screenshots/i21', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  for (const language of ['en', 'fi']) {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    await page.goto(`${base}/dev/ui`);
    await page.getByRole('heading', { level: 2, name: 'DefinitionList' }).waitFor({ timeout: 60_000 });
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run(document)).violations.map((v) => v.id);
    });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.screenshot({ path: `screenshots/i21/ui-demo-${language}-${width}.png`, fullPage: true });
      console.log(`${language} ${width}px: overflow ${overflow}px, axe violations: ${violations.join(', ') || 'none'}`);
      if (overflow > 0 || violations.length) failed = true;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
