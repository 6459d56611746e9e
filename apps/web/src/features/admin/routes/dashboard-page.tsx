import { Box, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconBooks, IconFilePlus, IconLogout, IconUserCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { signOutAdmin } from '../../../lib/session';
import { AdminTopBar } from '../components/admin-top-bar';
import { DashboardTile } from '../components/dashboard-tile';
import { usePendingAdmins } from '../api/get-pending-admins';

/** The admin's home: the spec's three tiles, the admin approvals tile with the pending count, and Logout. */
export function AdminDashboardPage() {
  const navigate = useNavigate();
  const pending = usePendingAdmins();
  const pendingCount = pending.data?.length;
  const logout = () => {
    signOutAdmin();
    void navigate('/admin-login', { replace: true });
  };
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <AdminTopBar>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Button>
      </AdminTopBar>
      <Container size="lg" py={48}>
        <Stack gap={4} mb="xl">
          <Title order={1} fz={30}>
            Admin dashboard
          </Title>
          <Text c="dimmed">Add books and chapters for your readers, or look through every collection.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <DashboardTile to="/admin/add-book" title="Add Book" description="Create a book with its cover, subject, grade and publisher." icon={<IconBook2 size={28} />} color="blue" />
          <DashboardTile to="/admin/add-chapter" title="Add Chapter" description="Paste a chapter's text; it is processed into the tutor's prompt." icon={<IconFilePlus size={28} />} color="teal" />
          <DashboardTile
            to="/admin/collections"
            title="View Collections"
            description="Browse all books of every publisher and remove what is outdated."
            icon={<IconBooks size={28} />}
            color="orange"
          />
          <DashboardTile
            to="/admin/approvals"
            title="Admin Approvals"
            description={
              pendingCount === undefined ? 'Approve or reject admins who registered.' : pendingCount === 1 ? '1 admin is waiting for approval.' : `${pendingCount} admins are waiting for approval.`
            }
            icon={<IconUserCheck size={28} />}
            color="grape"
            badge={pendingCount}
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
