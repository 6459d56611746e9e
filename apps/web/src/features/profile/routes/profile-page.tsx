import { useEffect, useRef, useState } from 'react';
import { Button, Center, Container, Grid, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartLine, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { PageLoader } from '../../../components/page-loader';
import { getUserId } from '../../../lib/session';
import { useMe } from '../api/get-me';
import { useStatistics } from '../api/get-statistics';
import { useLiveStatistics } from '../hooks/use-live-statistics';
import { AdditionalInfoTab } from '../components/additional-info-tab';
import { PersonalInfoCard } from '../components/personal-info-card';
import { ProfileHeader } from '../components/profile-header';
import { hasAssessmentData, ScoresTab } from '../components/scores-tab';
import { SecuritySettingsCard } from '../components/security-settings-card';
import { JoinClassCard } from '../../teach/components/join-class-card';
import { notify } from '../../../lib/toast';

type Mode = 'view' | 'edit' | 'password';

export function ProfilePage() {
  const navigate = useNavigate();
  const me = useMe();
  const stats = useStatistics(getUserId());
  useLiveStatistics(getUserId());
  // Edit mode and the password form close each other (spec section 4, Profile).
  const [mode, setMode] = useState<Mode>('view');
  const [tab, setTab] = useState<string | null>('additional');
  const autoSelected = useRef(false);

  useEffect(() => {
    if (!autoSelected.current && hasAssessmentData(stats.data?.data)) {
      autoSelected.current = true;
      setTab('scores');
    }
  }, [stats.data]);
  useEffect(() => {
    if (stats.isError) notify('red', MSG.profile.statsFailed);
  }, [stats.isError]);

  const backToChat = (
    <Button variant="light" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate('/chat')}>
      Back to Chat
    </Button>
  );

  if (me.isPending) return <PageLoader label="Loading your profile..." />;
  if (me.isError || !me.data) {
    return (
      <Center mih="100vh" p="md">
        <Paper withBorder radius="lg" p="xl" maw={460} data-testid="profile-error">
          <Stack align="center">
            <Title order={3}>Error Loading Profile</Title>
            <Text c="dimmed" ta="center">
              {MSG.profile.loadFailed}
            </Text>
            {backToChat}
          </Stack>
        </Paper>
      </Center>
    );
  }

  const profile = me.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ProfileHeader profile={profile} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PersonalInfoCard profile={profile} editing={mode === 'edit'} onEditingChange={(on) => setMode(on ? 'edit' : 'view')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SecuritySettingsCard open={mode === 'password'} onOpenChange={(on) => setMode(on ? 'password' : 'view')} />
          </Grid.Col>
        </Grid>
        <JoinClassCard />
        <Tabs value={tab} onChange={setTab} variant="pills" radius="xl" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="additional" leftSection={<IconInfoCircle size={16} />}>
              Additional Info
            </Tabs.Tab>
            <Tabs.Tab value="scores" leftSection={<IconChartLine size={16} />}>
              Scores & Progress
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="additional">
            <AdditionalInfoTab profile={profile} data={stats.data?.data} />
          </Tabs.Panel>
          <Tabs.Panel value="scores">{stats.isPending ? <PageLoader /> : <ScoresTab data={stats.data?.data} />}</Tabs.Panel>
        </Tabs>
        <Center>{backToChat}</Center>
      </Stack>
    </Container>
  );
}
