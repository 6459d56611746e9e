/** Builds the multipart POST /api/chat/transcribe request a browser sends, for app.inject. */
import type { FastifyInstance } from 'fastify';

export interface VoiceRequestOptions {
  audio?: Buffer | null;
  fileName?: string;
  mimeType?: string;
  userId?: string;
  chapterId?: string;
  auth?: Record<string, string>;
}

export async function postVoice(app: FastifyInstance, options: VoiceRequestOptions) {
  const form = new FormData();
  if (options.audio) {
    form.append('audio', new Blob([new Uint8Array(options.audio)], { type: options.mimeType ?? 'audio/webm' }), options.fileName ?? 'recording.webm');
  }
  if (options.userId !== undefined) form.append('userId', options.userId);
  if (options.chapterId !== undefined) form.append('chapterId', options.chapterId);
  const request = new Request('http://local/api/chat/transcribe', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({ method: 'POST', url: '/api/chat/transcribe', headers: { ...options.auth, 'content-type': request.headers.get('content-type')! }, payload });
}
