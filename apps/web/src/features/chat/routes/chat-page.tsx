/**
 * /chat: the main library and chat screen (spec section 2).
 *
 * Which chapter is open: the `?chapterId=<uuid>` query parameter is the one source of truth,
 * so a reload or a shared link reopens the chapter. Other screens open a chapter by
 * navigating to `/chat?chapterId=<id>` (the /collections Test button does this); router
 * state `{ chapterId }` is accepted too and moved into the query parameter. Exit Chapter
 * removes the parameter and shows the chapter picker.
 *
 * The page composes what other features build for it: the library's sidebar and carousel,
 * the notification bell (in the header) and the voice buttons (callbacks: onPlaceholder first,
 * then exactly one of onTranscribed / onFailed; the text input is disabled while recording).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, AppShell, Box, Button, Center, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { ChapterStatsResponse } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { chapterStatsKey, useChapterStats } from '../api/get-chapter-stats';
import { ActiveChapterBar } from '../components/active-chapter-bar';
import { ChapterPicker } from '../components/chapter-picker';
import { ChapterScoreDisplay } from '../components/chapter-score-display';
import { ChatAnnouncer } from '../components/chat-announcer';
import { ChatHeader } from '../components/chat-header';
import { ChatInput } from '../components/chat-input';
import { MessageList } from '../components/message-list';
import { LibrarySidebar, type LibraryChapterChoice } from '../../library/components/library-sidebar';
import { AudioFileButton } from '../../voice/components/audio-file-button';
import { VoiceMessageButton } from '../../voice/components/voice-message-button';
import { useConversation } from '../hooks/use-conversation';
import classes from '../components/chat.module.css';

function useSelectedChapterId() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { chapterId?: unknown } | null)?.chapterId;
  useEffect(() => {
    if (typeof fromState === 'string' && fromState !== params.get('chapterId')) setParams({ chapterId: fromState }, { replace: true });
  }, [fromState, params, setParams]);
  const chapterId = params.get('chapterId') ?? (typeof fromState === 'string' ? fromState : null);
  const select = useCallback((id: string | null) => setParams(id ? { chapterId: id } : {}, { state: null }), [setParams]);
  return [chapterId, select] as const;
}

export function ChatPage() {
  const queryClient = useQueryClient();
  const [navOpened, nav] = useDisclosure(false);
  const [chapterId, selectChapter] = useSelectedChapterId();
  const stats = useChapterStats(chapterId);
  const chapter = stats.data?.chapter;
  const conversation = useConversation(chapterId, chapter?.title ?? (stats.isError ? 'this chapter' : undefined));
  const [recording, setRecording] = useState(false);
  // The voice callbacks fire later than the render that created them: keep the key in a ref.
  const voicePlaceholder = useRef<string | null>(null);

  // The running test lives in one place, the chapter-stats query cache: loaded with the chapter,
  // then updated by each reply that carries the test's progress.
  const test = stats.data?.test ?? null;

  const open = (c: LibraryChapterChoice) => {
    selectChapter(c.chapterId);
    nav.close();
  };
  const exit = () => selectChapter(null);

  const send = async (text: string, options: { isAudio?: boolean; replaceKey?: string } = {}) => {
    if (!chapterId) {
      toast('red', MSG.chat.selectChapter);
      return false;
    }
    const starting = text === MSG.chat.startText;
    const outcome = await conversation.send(text, options);
    if (!outcome.ok) {
      toast('red', starting ? MSG.chat.startTestFailed : (outcome.error?.message ?? MSG.chat.requestFailed));
      return false;
    }
    if (outcome.test) {
      const wasRunning = test?.status === 'in_progress';
      const progress = outcome.test;
      const key = chapterStatsKey(chapterId);
      // Without loaded stats (their call failed) there is nothing to update: ask again, the server knows the test.
      if (queryClient.getQueryData<ChapterStatsResponse>(key)) queryClient.setQueryData<ChapterStatsResponse>(key, (old) => old && { ...old, test: progress });
      else void queryClient.invalidateQueries({ queryKey: key });
      if (outcome.test.status === 'in_progress' && !wasRunning) toast('blue', 'Test started. Good luck!');
      // The result's one toast is the "Test completed" notification the server sends (it also stays in the
      // notification list); a second toast here showed the same score in another percentage format.
      if (outcome.test.status === 'finished' && wasRunning) void queryClient.invalidateQueries({ queryKey: chapterStatsKey(chapterId) });
    }
    return true;
  };

  const voiceCallbacks = {
    onPlaceholder: (text: string) => {
      voicePlaceholder.current = conversation.addPlaceholder(text);
    },
    onTranscribed: (transcript: string) => {
      const replaceKey = voicePlaceholder.current;
      voicePlaceholder.current = null;
      void send(transcript, { isAudio: true, ...(replaceKey ? { replaceKey } : {}) });
    },
    onFailed: (warning: string) => {
      if (voicePlaceholder.current) conversation.replaceMessage(voicePlaceholder.current, { content: MSG.chat.audioMessage });
      voicePlaceholder.current = null;
      conversation.addSystemMessage(warning);
    },
  };
  const voiceDisabled = conversation.busy || !chapterId;
  const voice = (
    <>
      <AudioFileButton chapterId={chapterId} disabled={voiceDisabled || recording} {...voiceCallbacks} />
      <VoiceMessageButton chapterId={chapterId} disabled={voiceDisabled} onRecordingChange={setRecording} {...voiceCallbacks} />
    </>
  );

  const chapterError = stats.error instanceof ApiError && (stats.error.status === 404 || stats.error.status === 403) ? stats.error : null;
  const sidebarProps = {
    activeChapterId: chapterId,
    onSelectChapter: open,
    // Unsubscribing the book of the active chapter exits the chapter (spec section 4). The
    // unsubscribe call itself refreshes the library (lib/catalogue/unsubscribe-book.ts).
    onBookUnsubscribed: (bookId: string) => bookId === chapter?.bookId && exit(),
  };

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding={0}>
      <AppShell.Header>
        <ChatHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <LibrarySidebar {...sidebarProps} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.background} style={{ height: '100dvh' }}>
        <Box className={classes.column} style={{ height: 'calc(100dvh - 64px)', position: 'relative' }}>
          <ChatAnnouncer messages={conversation.messages} loading={conversation.loading} test={test} />
          {chapterId && (
            <Box px="md" pt="sm">
              <ActiveChapterBar title={chapter?.title ?? (chapterError ? 'Chapter unavailable' : 'Loading chapter...')} bookTitle={chapter?.bookTitle} test={test} onExit={exit} />
            </Box>
          )}
          <Box className={classes.messages}>
            {chapterId && stats.data && <ChapterScoreDisplay stats={stats.data.stats} showKey={chapterId} />}
            <ScrollArea style={{ flex: 1 }} px="md" type="auto">
              {!chapterId && <ChapterPicker onSelect={open} />}
              {chapterId && chapterError && (
                <Center py="xl">
                  <Alert color="red" icon={<IconAlertCircle size={18} />} title={chapterError.message} maw={520}>
                    <Stack gap="xs" align="flex-start">
                      This chapter cannot be opened. Choose another chapter from your library.
                      <Button size="xs" variant="light" onClick={exit}>
                        Choose a chapter
                      </Button>
                    </Stack>
                  </Alert>
                </Center>
              )}
              {chapterId && !chapterError && (
                <MessageList
                  messages={conversation.messages}
                  loading={conversation.loading}
                  busy={conversation.busy}
                  showStartTest={conversation.onlyWelcome}
                  onStartTest={() => void send(MSG.chat.startText)}
                />
              )}
            </ScrollArea>
          </Box>
          <Box className={classes.composer} px="md" py="sm">
            <ChatInput chapterId={chapterId} busy={conversation.busy || (!!chapterId && conversation.loading)} recording={recording} onSend={send} voice={voice} />
          </Box>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

export default ChatPage;
