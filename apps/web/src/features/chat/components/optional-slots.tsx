/**
 * Components other features build for this screen, rendered when their files exist: the
 * notification bell (notifications), the library sidebar and book carousel (library), the
 * voice button (voice). import.meta.glob finds a file at build time and yields nothing when
 * it is absent, so the page builds and works before and after they land. The props each one
 * receives are the contract written down at the top of routes/chat-page.tsx.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Module = Record<string, unknown>;

function optional<P extends object>(found: Record<string, () => Promise<Module>>, exportName: string): ComponentType<P> | null {
  const load = Object.values(found)[0];
  if (!load) return null;
  return lazy(async () => {
    const module = await load();
    return { default: (module[exportName] ?? module.default) as ComponentType<P> };
  });
}

export interface SelectedChapter {
  chapterId: string;
  title: string;
  bookId: string;
  bookTitle: string;
}

export interface LibrarySidebarProps {
  activeChapterId: string | null;
  onSelectChapter(chapter: SelectedChapter): void;
  /** The book was unsubscribed: the chat exits its chapter if it belongs to that book. */
  onBookUnsubscribed(bookId: string): void;
}

/** The voice feature's callbacks: onPlaceholder first, then exactly one of onTranscribed / onFailed. */
export interface VoiceCallbacks {
  /** Show the placeholder message ('Processing audio message...'). */
  onPlaceholder(text: string): void;
  /** Put the transcript in place of the placeholder and send it to the tutor. */
  onTranscribed(transcript: string): void;
  /** The placeholder becomes an 'Audio message' entry, plus this system warning. */
  onFailed(warning: string): void;
}

export interface VoiceMessageButtonProps extends VoiceCallbacks {
  chapterId: string | null;
  disabled?: boolean;
  onRecordingChange?(recording: boolean): void;
}

export interface AudioFileButtonProps extends VoiceCallbacks {
  chapterId: string | null;
  disabled?: boolean;
}

export const NotificationBell = optional<object>(import.meta.glob<Module>('../../notifications/components/notification-bell.tsx'), 'NotificationBell');
export const LibrarySidebar = optional<LibrarySidebarProps>(import.meta.glob<Module>('../../library/**/library-sidebar.tsx'), 'LibrarySidebar');
export const BookCarousel = optional<object>(import.meta.glob<Module>('../../library/**/book-carousel.tsx'), 'BookCarousel');
export const VoiceMessageButton = optional<VoiceMessageButtonProps>(
  import.meta.glob<Module>('../../voice/components/voice-message-button.tsx'),
  'VoiceMessageButton',
);
export const AudioFileButton = optional<AudioFileButtonProps>(import.meta.glob<Module>('../../voice/components/audio-file-button.tsx'), 'AudioFileButton');

export function Slot({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <span data-slot={name} style={{ display: 'contents' }}>
        {children}
      </span>
    </Suspense>
  );
}
