/**
 * The built-in tutor as a student meets it (issue 14), in a real browser: a misspelt question gets
 * a cited answer; a price in the chapter stays text while a formula renders as maths; a question
 * asked in the middle of the test is answered without being graded, the open question comes back,
 * and the right answer is then marked; a sum typed as symbols in a maths chapter is answered from the
 * section that teaches it. Screenshots at 390 px and desktop, light and dark.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { createBook, createChapter, type TestChapter } from '../../../server/test/chapter-factory';
import { prepareMarkdown, rehypePlugins, remarkPlugins } from '../../src/features/chat/components/markdown-setup';
import { ask, subscribe } from './chat-helpers';
import { newContext, screenshot, signInAs, storeTheme, useProductAndBrowser } from './harness';

const JOURNEYS = `Journeys, Speed and Fares

Speed
Speed tells us how fast something moves. Average speed is the total distance travelled divided by the total time taken: average speed = distance / time. For example, a bus that travels 30 kilometres in 2 hours has an average speed of 15 kilometres per hour.

Friction
Friction is a force that acts between two surfaces that touch each other, and it always opposes motion. Oil and grease reduce friction between moving parts of a bus engine.

Bus fares
A fare is the price a passenger pays for a journey. A single ticket costs $5 and a return ticket costs $9, so a return saves $1 compared with two singles.

Review Questions

1. What is the price a passenger pays for a journey called? (1 mark)
Answer: fare

2. Friction always opposes motion. True or False? (1 mark)
Answer: True
`;

const render = (text: string) => renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins, rehypePlugins }, prepareMarkdown(text)));

describe('markdown in the chat', () => {
  test('a price is never maths; $$, \\( \\) and \\[ \\] are', () => {
    const prices = render('A single ticket costs $5 and a return ticket costs $9.');
    expect(prices).not.toContain('katex');
    expect(prices).toContain('costs $5 and a return ticket costs $9');
    expect(render('$$\\text{speed} = \\frac{\\text{distance}}{\\text{time}}$$')).toContain('katex');
    expect(render('so \\(v = d / t\\) here')).toContain('katex');
    expect(render('\\[a^2 + b^2\\]')).toContain('katex');
    // Lines stay lines outside maths (a question and its options).
    expect(render('Question 1:\nA) one\nB) two')).toMatch(/one<br\/?>\s*B\) two/);
  });
});

const e2e = useProductAndBrowser();
let chapter: TestChapter;

beforeAll(async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Getting About 6' });
  chapter = await createChapter(e2e.product.testApp, { book, title: 'Journeys, Speed and Fares', rawText: JOURNEYS });
});

/** A new student, subscribed to the chapter's book, in the chapter's chat. */
async function openChat(open: TestChapter, title: string) {
  const context = await newContext(e2e.browser, e2e.product);
  const page = await context.newPage();
  const user = await signInAs(page, e2e.product);
  await subscribe(e2e.product, user, open.bookId);
  await page.goto(`/chat?chapterId=${open.id}`);
  await page.getByTestId('active-chapter-title').filter({ hasText: title }).waitFor();
  return { context, page };
}

/**
 * The chat at phone width, light then dark, once `shown` (a message of the chat) is back after a reload: a
 * screenshot straight after the resize catches the side panel mid-transition.
 */
async function phoneScreenshots(page: Page, shown: string, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByText(shown).waitFor();
  await screenshot(page, `${name}-390-light`);
  await storeTheme(page, 'dark');
  await page.reload();
  await page.getByText(shown).waitFor();
  await screenshot(page, `${name}-390-dark`);
}

test('a student asks a misspelt question, asks during the test, and then answers it', async () => {
  const { context, page } = await openChat(chapter, 'Journeys, Speed and Fares');

  // Misspelt and in text-speak: understood, answered from the defining sentence, cited.
  const friction = await ask(page, 'wat is frictoin and how do u reduse it');
  await friction.getByText('Friction is a force that acts between two surfaces').waitFor();
  await friction.getByText(/Oil and grease reduce friction/).waitFor();
  await friction
    .getByRole('button', { name: /Passage \d+/ })
    .first()
    .waitFor();
  expect(await friction.innerText()).not.toMatch(/goes beyond/);

  // Prices stay prices; the formula is maths.
  const fares = await ask(page, 'Tell me about bus fares');
  await fares.getByText(/costs \$5 and a return ticket costs \$9/).waitFor();
  expect(await fares.locator('.katex').count()).toBe(0);
  const formula = await ask(page, 'What is the formula for average speed?');
  await formula.locator('.katex').first().waitFor();
  await screenshot(page, 'tutor-answers-desktop-light');

  // The test: a question in the middle is answered, not graded, and the open question comes back.
  const q1 = await ask(page, "Let's Start");
  await q1.getByText('Question 1 of 2 (1 mark):').waitFor();
  const score = page.getByTestId('running-score');
  await score.getByText('0 of 2 questions answered').waitFor();
  // (Not friction: its definition says question 2's statement, so that reply points to the passage instead.)
  const help = await ask(page, 'what does average speed mean?');
  await help
    .getByText(/Average speed is the total distance travelled/)
    .first()
    .waitFor();
  await help.getByText('Question 1 of 2 (1 mark):').waitFor();
  expect(await help.innerText()).not.toMatch(/Not quite|\(0\/1 marks?\)/);
  await score.getByText('0 of 2 questions answered').waitFor();
  await screenshot(page, 'tutor-test-question-desktop-light');

  const right = await ask(page, 'fare');
  await right.getByText(/Correct!/).waitFor();
  await score.getByText('1 of 2 questions answered').waitFor();
  // True or False is asked once.
  expect((await right.innerText()).match(/True or False\?/g)).toHaveLength(1);

  // The same chat at 390 px and in the dark theme.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'tutor-chat-390-light');
  await storeTheme(page, 'dark');
  await page.reload();
  await page.getByText('wat is frictoin and how do u reduse it').waitFor();
  await screenshot(page, 'tutor-chat-390-dark');
  await page.setViewportSize({ width: 1280, height: 860 });
  await screenshot(page, 'tutor-chat-desktop-dark');
  await context.close();
});

const MOTION = `Motion in a Straight Line

Position
We write the change in position as Δx. Displacement is the change in position of an object: Δx = x_f - x_0 = 3.5 m - 1.5 m = +2.0 m for a professor who walks from the board to the door.

Average velocity
Every runner and cyclist has an average velocity over a race. In symbols, average velocity is v̄ = Δx/Δt = (x_f - x_0)/(t_f - t_0), where v̄ is the average velocity, Δx is the displacement and Δt is the time taken.
`;

test('a formula from a physics chapter renders as maths, with what its symbols stand for', async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Physics Now 9' });
  const motion = await createChapter(e2e.product.testApp, { book, title: 'Motion in a Straight Line', rawText: MOTION });
  const { context, page } = await openChat(motion, 'Motion in a Straight Line');

  const velocity = await ask(page, 'how do i calculate average velocity?');
  await velocity.getByText(/where v̄ is the average velocity/).waitFor();
  // A bar over the v and two fractions: \bar{v} = \frac{\Delta x}{\Delta t} = \frac{x_f - x_0}{t_f - t_0}.
  await velocity.locator('.katex .mfrac').nth(1).waitFor();
  expect(await velocity.locator('.katex-error').count()).toBe(0);
  // The worked values after a formula are not part of it: no "= 3" cut at the decimal point.
  const displacement = await ask(page, 'what is the formula for displacement');
  await displacement.locator('.katex').first().waitFor();
  expect(await displacement.locator('.katex-mathml annotation').first().textContent()).toBe('\\Delta x = x_{f} - x_{0}');
  await phoneScreenshots(page, 'how do i calculate average velocity?', 'tutor-formula');
  await context.close();
});

const WHOLE_NUMBERS = `Whole Numbers

Add Whole Numbers
To add two numbers means to find their sum. The numbers being added are called addends, and the result is the sum.

Divide Whole Numbers
Division is splitting into equal groups. The number being divided is the dividend, the number dividing it is the divisor, and the result is the quotient. We check a division by multiplying the quotient by the divisor to get the dividend.

Multiplication table
× | 0 | 1 | 2 | 3 | 4 | 5 0 | 0 | 0 | 0 | 0 | 0 | 0 1 | 0 | 1 | 2 | 3 | 4 | 5 2 | 0 | 2 | 4 | 6 | 8 | 10
`;

test('a sum typed as symbols in a maths chapter is answered from the section that teaches it', async () => {
  const book = await createBook(e2e.product.testApp, { title: 'Number Sense 5' });
  const numbers = await createChapter(e2e.product.testApp, { book, title: 'Whole Numbers', rawText: WHOLE_NUMBERS });
  const { context, page } = await openChat(numbers, 'Whole Numbers');

  const division = await ask(page, 'how do I do 85 ÷ 5?');
  await division.getByText(/the result is the quotient/).waitFor();
  await division
    .getByRole('button', { name: /Passage \d+/ })
    .first()
    .waitFor();
  expect(await division.innerText()).not.toMatch(/goes beyond|\| 0 \| 1 \|/);
  await phoneScreenshots(page, 'how do I do 85 ÷ 5?', 'tutor-arithmetic');
  await context.close();
});
