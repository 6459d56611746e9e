/** Audio for tests: tones and silence made in code, other formats encoded by ffmpeg. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wavHeader } from '../../../lib/stt/ffmpeg-transcoder';

/** 16-bit mono PCM WAV: a soft 440 Hz tone, or silence. */
export function toneWav(seconds: number, options: { sampleRate?: number; silent?: boolean } = {}): Buffer {
  const rate = options.sampleRate ?? 16_000;
  const samples = Math.round(seconds * rate);
  const pcm = Buffer.alloc(samples * 2);
  if (!options.silent) {
    for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  }
  return Buffer.concat([wavHeader(pcm.length, rate), pcm]);
}

/** The same sound in another container: webm (opus), ogg (opus), mp3, m4a, mp4, aac. */
export function encodeAudio(wav: Buffer, format: 'webm' | 'ogg' | 'mp3' | 'm4a' | 'mp4' | 'aac'): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'booktutor-fixture-'));
  try {
    const input = path.join(dir, 'in.wav');
    const output = path.join(dir, `out.${format}`);
    writeFileSync(input, wav);
    // As phones and browsers make them: 48 kHz opus at 64 kb/s, 44.1 kHz MP3/AAC at 128 kb/s.
    // (ffmpeg's defaults for a 16 kHz source, e.g. 24 kb/s MP3, smear speech past recognition.)
    const codec = format === 'webm' || format === 'ogg' ? ['-c:a', 'libopus', '-ar', '48000', '-b:a', '64k'] : ['-c:a', format === 'mp3' ? 'libmp3lame' : 'aac', '-ar', '44100', '-b:a', '128k'];
    const muxer = format === 'aac' ? ['-f', 'adts'] : format === 'm4a' ? ['-f', 'ipod'] : [];
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', input, ...codec, ...muxer, output]);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** WAV header fields, to check what reached the speech engine. */
export function readWavFormat(wav: Buffer) {
  return {
    riff: wav.subarray(0, 4).toString('latin1'),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    seconds: wav.readUInt32LE(40) / (wav.readUInt32LE(24) * 2),
  };
}
