/**
 * Spec section 8: microphone errors start 'Could not access microphone.' and add a reason for
 * not found, denied, aborted, not readable and overconstrained; a browser without recording
 * says "Your browser doesn't support audio recording".
 */
import { MSG } from '@booktutor/contracts/messages';

const REASONS: Record<string, string> = {
  NotFoundError: 'No microphone was found. Please connect one and try again.',
  DevicesNotFoundError: 'No microphone was found. Please connect one and try again.',
  NotAllowedError: 'Permission to use the microphone was denied. Please allow it in your browser settings.',
  PermissionDeniedError: 'Permission to use the microphone was denied. Please allow it in your browser settings.',
  SecurityError: 'Permission to use the microphone was denied. Please allow it in your browser settings.',
  AbortError: 'The microphone request was aborted. Please try again.',
  NotReadableError: 'The microphone could not be read. It may be in use by another application.',
  TrackStartError: 'The microphone could not be read. It may be in use by another application.',
  OverconstrainedError: 'No microphone matches the requested settings.',
  ConstraintNotSatisfiedError: 'No microphone matches the requested settings.',
};

export function isRecordingSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

export function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const reason = REASONS[name];
  return reason ? `${MSG.chat.microphone} ${reason}` : MSG.chat.microphone;
}
