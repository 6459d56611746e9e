/**
 * The first-load budget, measured from the real build in a real browser: every JavaScript and
 * CSS response a screen loads, counted in bytes as they crossed the wire (compressed). The
 * figures are printed for the README's measured table and written to
 * $TMPDIR/booktutor-first-load.json (`npm run bench` prints them too).
 *
 * Budgets from the issue: /login under 150 KB of compressed JavaScript, /chat under 250 KB.
 * The heavy parts load only where needed: the score chart on the profile's scores tab, the
 * markdown renderer (and KaTeX with it) with the first tutor reply, KaTeX fonts only with maths.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { measureScreens, type ScreenLoad } from './first-load-measure';
import { useProductAndBrowser } from './harness';

const KB = 1000;
const e2e = useProductAndBrowser();
let loads: Record<string, ScreenLoad>;

beforeAll(async () => {
  loads = await measureScreens(e2e.browser, e2e.product);
  writeFileSync(path.join(tmpdir(), 'booktutor-first-load.json'), JSON.stringify(loads, null, 2));
  console.log(
    [
      'screen        JS (compressed)   CSS (compressed)   files',
      ...Object.entries(loads).map(([s, l]) => `${s.padEnd(14)}${(l.js / KB).toFixed(1).padStart(8)} KB${(l.css / KB).toFixed(1).padStart(14)} KB${String(l.files.length).padStart(12)}`),
    ].join('\n'),
  );
}, 180_000);

describe('first load', () => {
  test('every script and stylesheet arrives brotli-compressed', () => {
    for (const load of Object.values(loads)) {
      for (const file of load.files) expect(file.encoding, file.name).toBe('br');
    }
  });

  test('/login stays under 150 KB of compressed JavaScript, /chat under 250 KB', () => {
    expect(loads['/login']!.js).toBeLessThan(150 * KB);
    expect(loads['/chat']!.js).toBeLessThan(250 * KB);
  });

  test('the chart, markdown and KaTeX load only on the screens that need them', () => {
    const named = (screen: string, part: RegExp) => loads[screen]!.files.filter((f) => part.test(f.name));
    for (const screen of ['/login', '/chat', '/collections']) {
      expect(named(screen, /score-history-chart/), screen).toEqual([]);
      expect(named(screen, /markdown-message|katex/i), screen).toEqual([]);
    }
    expect(named('/profile', /score-history-chart/).length).toBeGreaterThan(0);
    expect(named('/chat with a reply', /markdown-message/).length).toBeGreaterThan(0);
    // KaTeX's fonts only come with maths on screen; a plain reply brings none.
    expect(loads['/chat with a reply']!.fonts.filter((f) => /KaTeX/.test(f))).toEqual([]);
  });
});
