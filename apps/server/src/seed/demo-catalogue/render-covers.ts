/**
 * Renders the demo covers' SVG sources (covers/*.svg, drawn for BookTutor) to the WebP files the
 * seed stores, at 600x800 like an uploaded cover. Run after changing a drawing and commit both:
 *   npx tsx apps/server/src/seed/demo-catalogue/render-covers.ts
 * Debian Chromium draws them (offline; fonts are DejaVu, which it has).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const folder = new URL('./covers/', import.meta.url);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
    const svg = readFileSync(new URL(name, folder), 'utf8');
    // A string, not a function: the server's types have no DOM.
    const dataUrl = await page.evaluate<string>(`(async () => {
      const image = new Image();
      image.src = 'data:image/svg+xml;base64,' + ${JSON.stringify(Buffer.from(svg).toString('base64'))};
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [600, 800];
      canvas.getContext('2d').drawImage(image, 0, 0, 600, 800);
      return canvas.toDataURL('image/webp', 0.86);
    })()`);
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(new URL(name.replace(/\.svg$/, '.webp'), folder), bytes);
    console.log(`${name} -> ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
