import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { PendingAdmin } from '@booktutor/contracts/admins';
import type { AdminDecision } from '../api/decide-admin';

const requestedOn = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString(undefined, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** One admin request: who asked, and Approve / Reject (Reject asks first: it cannot be undone here). */
export function PendingAdminCard(props: { admin: PendingAdmin; busy: boolean; onDecide: (decision: AdminDecision) => void }) {
  const { admin } = props;
  const confirmReject = () =>
    modals.openConfirmModal({
      title: 'Reject admin request',
      centered: true,
      children: (
        <Text fz="sm">
          Reject {admin.username} ({admin.email})? They will not be able to sign in as an admin.
        </Text>
      ),
      labels: { confirm: 'Reject', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => props.onDecide('reject'),
    });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="pending-admin" aria-label={admin.username}>
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          {admin.username}
        </Text>
        <Field label="E-mail" value={admin.email} />
        <Field label="Designation" value={admin.designation} />
        <Field label="Contact number" value={admin.contactNumber} />
        <Field label="Requested" value={requestedOn(admin.createdAt)} />
        <Group gap="xs" mt="xs" grow>
          <Button color="green" leftSection={<IconCheck size={16} />} loading={props.busy} onClick={() => props.onDecide('approve')}>
            Approve
          </Button>
          <Button color="red" variant="light" leftSection={<IconX size={16} />} disabled={props.busy} onClick={confirmReject}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
