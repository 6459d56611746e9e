/**
 * Spec section 5: uploaded mp4, aac, x-m4a, mpeg and mp3 files are converted in the browser
 * before upload; webm (and ogg, wav) go as they are. The browser decodes the file with Web
 * Audio, resamples it to 16 kHz mono and encodes 16-bit WAV: the exact input the server's
 * recogniser wants, and at most 3.8 MB for the 2-minute limit. A file this browser cannot
 * decode is sent unchanged: the server's ffmpeg reads all of these formats anyway.
 */
const CONVERTED_TYPES = ['audio/mp4', 'audio/aac', 'audio/x-m4a', 'audio/m4a', 'audio/mpeg', 'audio/mp3', 'video/mp4'];
const CONVERTED_EXTENSIONS = /\.(mp4|m4a|aac|mp3|mpeg|mpga)$/i;
const TARGET_RATE = 16_000;

export const ACCEPTED_AUDIO_FILES = 'audio/mp4,audio/aac,audio/x-m4a,audio/mpeg,audio/mp3,audio/webm,audio/ogg,audio/wav,.m4a,.mp3,.aac,.mp4,.webm,.ogg,.wav';

export function needsConversion(file: File): boolean {
  return CONVERTED_TYPES.includes(file.type.toLowerCase()) || CONVERTED_EXTENSIONS.test(file.name);
}

function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/** The file to upload: converted to WAV when the spec asks for it and the browser can. */
export async function prepareAudioFile(file: File): Promise<Blob> {
  if (!needsConversion(file) || typeof OfflineAudioContext === 'undefined') return file;
  try {
    const decoder = new OfflineAudioContext(1, 1, TARGET_RATE);
    const decoded = await decoder.decodeAudioData(await file.arrayBuffer());
    const length = Math.max(1, Math.ceil(decoded.duration * TARGET_RATE));
    const render = new OfflineAudioContext(1, length, TARGET_RATE); // mixes down to mono
    const source = render.createBufferSource();
    source.buffer = decoded;
    source.connect(render.destination);
    source.start();
    const mono = await render.startRendering();
    return encodeWav(mono.getChannelData(0), TARGET_RATE);
  } catch {
    return file;
  }
}
