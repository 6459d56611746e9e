/**
 * Spoken test sentences for the voice tests and the word-error-rate benchmark: espeak-ng
 * (Debian package espeak-ng) speaks the text, ffmpeg makes it 16 kHz mono WAV.
 * espeak-ng's Klatt voices are used: its default formant voice is so unlike a human that
 * pocketsphinx's acoustic model hears almost nothing in it, with or without a chapter model
 * (see the voice README for those figures too).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SpeechStyle {
  voice: string;
  /** Words per minute. */
  speed: number;
}

export const TEST_VOICES: SpeechStyle[] = [
  { voice: 'en-us+klatt', speed: 140 },
  { voice: 'en-us+klatt', speed: 180 },
  { voice: 'en-us+klatt4', speed: 140 },
  { voice: 'en-us+klatt4', speed: 180 },
];

/** WAV bytes of `text` spoken in `style`, resampled with ffmpeg (format: 'wav' | 'mp3' | 'ogg' | 'm4a' ...). */
export function synthesizeSpeech(text: string, style: SpeechStyle, format = 'wav', padSeconds = 0): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'booktutor-espeak-'));
  try {
    const raw = path.join(dir, 'raw.wav');
    const out = path.join(dir, `speech.${format}`);
    execFileSync('espeak-ng', ['-v', style.voice, '-s', String(style.speed), '-w', raw, text]);
    const pad = padSeconds > 0 ? ['-af', `adelay=${padSeconds * 1000},apad=pad_dur=${padSeconds}`] : [];
    const codec = format === 'wav' ? ['-ar', '16000', '-ac', '1'] : ['-ar', '48000', '-ac', '1'];
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', raw, ...pad, ...codec, out]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
