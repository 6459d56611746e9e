/**
 * Records a WAV file through Chromium's fake microphone with MediaRecorder, the way a
 * student's browser records: the result is the audio/webm;codecs=opus the web app uploads.
 * Debian's Chromium (apt: chromium), driven by playwright-core; no browser is downloaded.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Flags that make getUserMedia play `wavPath` (looped) instead of a real microphone. */
export function fakeMicrophoneArgs(wavPath: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wavPath}`];
}

export async function recordThroughChromium(wavPath: string, seconds: number): Promise<{ bytes: Buffer; mimeType: string }> {
  // getUserMedia needs a secure context: http://127.0.0.1 is one, about:blank is not.
  const server = createServer((_req, res) => res.end('<!doctype html><title>mic</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_BASE_ARGS, ...fakeMicrophoneArgs(wavPath)] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // Browser code as text: the server's TypeScript has no DOM types.
    const result = await page.evaluate<{ base64: string; mimeType: string }>(`(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus' });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, ${Math.round(seconds * 1000)}));
      recorder.stop();
      await stopped;
      stream.getTracks().forEach((track) => track.stop());
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { base64: btoa(binary), mimeType: recorder.mimeType };
    })()`);
    return { bytes: Buffer.from(result.base64, 'base64'), mimeType: result.mimeType };
  } finally {
    await browser.close();
    server.close();
  }
}
