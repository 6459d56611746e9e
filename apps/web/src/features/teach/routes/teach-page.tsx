/**
 * /teach: a teacher's classes. Pick a class to see its join code, its students and its progress
 * (with each chapter's question statistics); create a new one. The server decides who may see
 * what; a student who opens /teach sees only the hint that classes are for teachers.
 */
import { useState } from 'react';
import { Badge, Button, Container, Grid, Group, NavLink, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconSchool } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CLASSES_MSG, type TeacherClass } from '@booktutor/contracts/classes';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api-error';
import { isTeacherSignedIn } from '../../../lib/session';
import { useClass } from '../api/get-class';
import { useClasses } from '../api/get-classes';
import { ChapterItemsModal } from '../components/chapter-items-modal';
import { CreateClassModal } from '../components/create-class-modal';
import { JoinCodePanel } from '../components/join-code-panel';
import { ProgressTable } from '../components/progress-table';
import { ReviewQueuePanel } from '../components/review-queue';
import { StudentsList } from '../components/students-list';

function ClassView({ cls }: { cls: TeacherClass }) {
  const detail = useClass(cls.classId);
  const [chapter, setChapter] = useState<{ chapterId: string; title: string } | null>(null);
  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{cls.name}</Title>
        <Text size="sm" c="dimmed">
          Grade {cls.grade} · {cls.books.map((b) => b.title).join(', ') || 'no books'}
        </Text>
      </div>
      <JoinCodePanel classId={cls.classId} joinCode={cls.joinCode} />
      <Tabs defaultValue="progress" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="progress">Progress</Tabs.Tab>
          <Tabs.Tab value="review">Review</Tabs.Tab>
          <Tabs.Tab
            value="students"
            rightSection={
              <Badge size="xs" variant="light">
                {cls.studentCount}
              </Badge>
            }
          >
            Students
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="progress" pt="md">
          <ProgressTable classId={cls.classId} className={cls.name} onOpenChapter={setChapter} />
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="md">
          <ReviewQueuePanel classId={cls.classId} />
        </Tabs.Panel>
        <Tabs.Panel value="students" pt="md">
          {detail.isPending ? <PageLoader /> : detail.isError ? <Text c="red">{errorText(detail.error)}</Text> : <StudentsList classId={cls.classId} students={detail.data.students} />}
        </Tabs.Panel>
      </Tabs>
      <ChapterItemsModal classId={cls.classId} chapter={chapter} onClose={() => setChapter(null)} />
    </Stack>
  );
}

export function TeachPage() {
  const navigate = useNavigate();
  const classes = useClasses();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const isTeacher = isTeacherSignedIn();

  if (classes.isPending) return <PageLoader label="Loading your classes..." />;
  const teaching = classes.data?.teaching ?? [];
  const selected = teaching.find((c) => c.classId === selectedId) ?? teaching[0];

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Group gap="xs">
            <IconSchool size={28} />
            <Title order={2}>My Classes</Title>
          </Group>
          <Button variant="light" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate('/chat')}>
            Back to Chat
          </Button>
        </Group>
        {classes.isError && <Text c="red">{errorText(classes.error)}</Text>}
        {!isTeacher && !teaching.length ? (
          <Paper withBorder radius="lg" p="xl">
            <Text>{CLASSES_MSG.teachersOnly}</Text>
          </Paper>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack gap="xs">
                <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                  New class
                </Button>
                {teaching.map((c) => (
                  <NavLink
                    key={c.classId}
                    label={c.name}
                    description={`Grade ${c.grade} · ${c.studentCount} student${c.studentCount === 1 ? '' : 's'}`}
                    active={c.classId === selected?.classId}
                    onClick={() => setSelectedId(c.classId)}
                    variant="light"
                    style={{ borderRadius: 8 }}
                  />
                ))}
                {!teaching.length && (
                  <Text size="sm" c="dimmed">
                    No classes yet. Create one, then share its join code.
                  </Text>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>{selected && <ClassView key={selected.classId} cls={selected} />}</Grid.Col>
          </Grid>
        )}
      </Stack>
      <CreateClassModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(cls) => {
          setCreating(false);
          setSelectedId(cls.classId);
        }}
      />
    </Container>
  );
}
