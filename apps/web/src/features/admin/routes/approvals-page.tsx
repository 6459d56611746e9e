import { Alert, Box, Center, Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDecideAdmin, type AdminDecision } from '../api/decide-admin';
import { usePendingAdmins } from '../api/get-pending-admins';
import { AdminPageHeader } from '../components/admin-page-header';
import { PendingAdminCard } from '../components/pending-admin-card';

/** /admin/approvals: admins waiting for approval, each with Approve and Reject (approved admins only). */
export function AdminApprovalsPage() {
  const pending = usePendingAdmins();
  const decide = useDecideAdmin();
  const onDecide = (adminId: string) => (decision: AdminDecision) =>
    decide.mutate({ adminId, decision }, { onSuccess: (answer) => toast('green', answer.message), onError: (error) => toast('red', errorText(error)) });

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <AdminPageHeader
        title="Admin approvals"
        subtitle="Admins waiting for approval. Approve them to let them sign in, or reject the request."
        showCollectionsLink={false}
        backLabel="Back to Dashboard"
      />
      <Container size="lg" pb="xl">
        {pending.isPending ? (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">Loading requests...</Text>
            </Stack>
          </Center>
        ) : pending.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(pending.error)}
          </Alert>
        ) : pending.data.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <IconUserCheck size={40} color="var(--mantine-color-green-6)" />
              <Text fw={600}>No admins are waiting for approval.</Text>
            </Stack>
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {pending.data.map((admin) => (
              <PendingAdminCard key={admin.adminId} admin={admin} busy={decide.isPending && decide.variables?.adminId === admin.adminId} onDecide={onDecide(admin.adminId)} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
