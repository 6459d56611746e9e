/**
 * Voice messages in a real browser: Chromium's fake microphone plays espeak-ng speech about
 * the chapter, the chat page records it with MediaRecorder (webm/opus), the server transcribes
 * it offline with pocketsphinx and the chapter's language model, and the tutor answers the
 * transcript. Also: an MP3 file converted to WAV in the browser, the failure path, and the
 * microphone errors of spec section 8.
 * Needs the Debian packages chromium, ffmpeg, espeak-ng, pocketsphinx, pocketsphinx-en-us.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { MSG } from '@booktutor/contracts/messages';
import { VOICE_MSG } from '@booktutor/contracts/voice';
import { createBook, createChapter, type TestChapter } from '../../../server/test/chapter-factory';
import { wordErrors } from '../../../server/src/lib/stt/word-error-rate';
import { fakeMicrophoneArgs } from '../../../server/src/features/voice/testing/chromium-recording';
import { encodeAudio } from '../../../server/src/features/voice/testing/audio-fixtures';
import { synthesizeSpeech } from '../../../server/src/features/voice/testing/synthesize-speech';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newContext, screenshot, signInAs, startProduct, type Product } from './harness';
import { repliesFinished } from './chat-helpers';

const SPOKEN = 'What is the difference between respiration and photosynthesis?';
/** Measured: 0 to 1 wrong word of 8 through this path; 25% is the target. */
const MAX_WER = 0.25;

let product: Product;
let browser: Browser;
let chapter: TestChapter;
let workDir: string;

beforeAll(async () => {
  product = await startProduct({ env: { STT_PROVIDER: 'pocketsphinx' } });
  workDir = mkdtempSync(path.join(tmpdir(), 'booktutor-voice-e2e-'));
  // Half a second of silence either side, like a student pausing before and after speaking.
  const speech = synthesizeSpeech(SPOKEN, { voice: 'en-us+klatt', speed: 150 }, 'wav', 0.5);
  const micFile = path.join(workDir, 'microphone.wav');
  writeFileSync(micFile, speech);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(micFile)] });
  const book = await createBook(product.testApp, { title: 'Life Science 8' });
  chapter = await createChapter(product.testApp, { book, title: 'Photosynthesis' });
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function openChapter(page: Page) {
  const user = await signInAs(page, product);
  const res = await fetch(`${product.baseUrl}/api/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ bookId: chapter.bookId }),
  });
  expect(res.status).toBeLessThan(300);
  await page.goto(`/chat?chapterId=${chapter.id}`);
  await page.getByText('Welcome to the chapter "Photosynthesis"').waitFor();
  return user;
}

const voiceButton = (page: Page) => page.getByTestId('voice-message-button');

interface SentAudio {
  name: string;
  type: string;
  head: string;
}

/** Records what the page uploads as `audio` (Playwright does not expose multipart blob bodies). */
async function watchUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { sentAudio: unknown[] }).sentAudio = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if ((input instanceof Request ? input.url : input.toString()).includes('/api/chat/transcribe') && init?.body instanceof FormData) {
        const audio = init.body.get('audio') as File;
        const head = new TextDecoder('latin1').decode(new Uint8Array(await audio.slice(0, 4).arrayBuffer()));
        sent.push({ name: audio.name, type: audio.type, head });
      }
      return original(input, init);
    };
  });
}

const sentAudio = (page: Page) => page.evaluate(() => (window as unknown as { sentAudio: SentAudio[] }).sentAudio);

test('a student records a question, sees it transcribed and gets the tutor reply', async () => {
  const context = await newContext(browser, product);
  const page = await context.newPage();
  await watchUploads(page);
  await openChapter(page);

  await voiceButton(page).click();
  await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
  expect(await page.getByPlaceholder(MSG.chat.inputPlaceholder).isDisabled()).toBe(true);
  await screenshot(page, 'voice-recording-light');
  await page.waitForTimeout(5200); // the fake microphone plays the 5 s sentence
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await page.getByText(MSG.chat.processingAudio).waitFor();
  await screenshot(page, 'voice-processing-light');
  await page.getByRole('button', { name: 'Voice Message' }).waitFor();

  // The placeholder becomes the transcript (marked as a voice message), then the reply follows.
  const userBubble = page.locator('[data-role="user"]').last();
  await userBubble.getByText('Voice message').waitFor({ timeout: 60_000 });
  await page.waitForFunction((text) => !document.body.innerText.includes(text), MSG.chat.processingAudio);
  const transcript = (await userBubble.innerText()).replace('Voice message', '').trim();
  expect(wordErrors(SPOKEN, transcript).rate, `heard "${transcript}"`).toBeLessThan(MAX_WER);
  const reply = page.locator('[data-role="assistant"]').last();
  await reply.waitFor({ timeout: 60_000 });
  await repliesFinished(page);
  expect((await reply.innerText()).length).toBeGreaterThan(20);
  expect(await reply.innerText()).toMatch(/photosynthesis|respiration|glucose|energy/i);
  expect(await sentAudio(page)).toEqual([{ name: 'recording.webm', type: 'audio/webm;codecs=opus', head: '\x1a\x45\xdf\xa3' }]);
  await screenshot(page, 'voice-answered-light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.mouse.move(700, 500); // away from the toggle's tooltip
  await screenshot(page, 'voice-answered-dark');
  await context.close();
});

test('an MP3 file is converted to WAV in the browser and answered like a recording', async () => {
  const context = await newContext(browser, product);
  const page = await context.newPage();
  await watchUploads(page);
  await openChapter(page);
  const mp3 = encodeAudio(synthesizeSpeech('What is transpiration?', { voice: 'en-us+klatt4', speed: 150 }), 'mp3');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('audio-file-button').click();
  await (await chooser).setFiles({ name: 'question.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  await page
    .locator('[data-role="user"]')
    .last()
    .getByText(/transpiration/i)
    .waitFor({ timeout: 60_000 });
  await page.locator('[data-role="assistant"]').last().waitFor({ timeout: 60_000 });
  expect(await sentAudio(page)).toEqual([{ name: 'recording.wav', type: 'audio/wav', head: 'RIFF' }]);
  await context.close();
});

test('audio the server refuses leaves an "Audio message" entry and a system warning', async () => {
  const context = await newContext(browser, product);
  const page = await context.newPage();
  await openChapter(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('audio-file-button').click();
  await (await chooser).setFiles({ name: 'notes.ogg', mimeType: 'audio/ogg', buffer: Buffer.from('these are my notes, not audio '.repeat(20)) });
  await page.locator('[data-role="system"]').filter({ hasText: VOICE_MSG.notAudio }).waitFor();
  await page.locator('[data-role="user"]').last().getByText(MSG.chat.audioMessage, { exact: true }).waitFor();
  expect(await page.getByText(MSG.chat.processingAudio).count()).toBe(0);
  expect(await page.locator('[data-role="assistant"]').count()).toBe(0);
  await screenshot(page, 'voice-failed-light');
  await context.close();
});

test.each([
  ['NotAllowedError', 'Permission to use the microphone was denied'],
  ['NotFoundError', 'No microphone was found'],
  ['NotReadableError', 'could not be read'],
  ['AbortError', 'aborted'],
  ['OverconstrainedError', 'No microphone matches'],
])('a microphone %s is explained', async (name, reason) => {
  const context = await newContext(browser, product);
  await context.addInitScript((errorName) => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
  }, name);
  const page = await context.newPage();
  await openChapter(page);
  await voiceButton(page).click();
  await page.getByText(`${MSG.chat.microphone} `).filter({ hasText: reason }).waitFor();
  expect(await page.getByText(MSG.chat.processingAudio).count()).toBe(0);
  await voiceButton(page).getByText('Voice Message').waitFor();
  await context.close();
});

test('a browser without recording says so', async () => {
  const context = await newContext(browser, product);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'MediaRecorder', { value: undefined });
  });
  const page = await context.newPage();
  await openChapter(page);
  await voiceButton(page).click();
  await page.getByText(MSG.chat.recordingUnsupported).waitFor();
  await page.waitForTimeout(400); // the toast slides in
  await screenshot(page, 'voice-unsupported-light');
  await context.close();
});
