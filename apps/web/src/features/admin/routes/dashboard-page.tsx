import { Badge, Box, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconBooks, IconFilePlus, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { clearAdminSession } from '../../../lib/session';
import { DashboardTile } from '../components/dashboard-tile';

/** The admin's home: three tiles and Logout. */
export function AdminDashboardPage() {
  const navigate = useNavigate();
  const logout = () => {
    clearAdminSession();
    navigate('/admin-login', { replace: true });
  };
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Group gap="sm">
              <Image src="/logo.svg" alt="" w={34} h={34} />
              <Text fw={800} fz={20}>
                Book<Text span inherit c="blue.6">Tutor</Text>
              </Text>
              <Badge variant="light">Admin</Badge>
            </Group>
            <Button variant="default" leftSection={<IconLogout size={16} />} onClick={logout}>
              Logout
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <Stack gap={4} mb="xl">
          <Title order={1} fz={30}>
            Admin dashboard
          </Title>
          <Text c="dimmed">Add books and chapters for your readers, or look through every collection.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DashboardTile to="/admin/add-book" title="Add Book" description="Create a book with its cover, subject, grade and publisher." icon={<IconBook2 size={28} />} color="blue" />
          <DashboardTile to="/admin/add-chapter" title="Add Chapter" description="Paste a chapter's text; it is processed into the tutor's prompt." icon={<IconFilePlus size={28} />} color="teal" />
          <DashboardTile to="/admin/collections" title="View Collections" description="Browse all books of every publisher and remove what is outdated." icon={<IconBooks size={28} />} color="orange" />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
