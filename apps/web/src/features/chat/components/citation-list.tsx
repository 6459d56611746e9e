import { useState } from 'react';
import { Badge, Group, Mark, Modal, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { Citation } from '@booktutor/contracts/chat';

/** The cited passage, with the part the reply relied on highlighted. */
function PassageText({ citation }: { citation: Citation }) {
  const at = citation.text.indexOf(citation.excerpt);
  if (!citation.excerpt || at < 0) return <Text style={{ whiteSpace: 'pre-wrap' }}>{citation.text}</Text>;
  return (
    <Text style={{ whiteSpace: 'pre-wrap' }}>
      {citation.text.slice(0, at)}
      <Mark>{citation.excerpt}</Mark>
      {citation.text.slice(at + citation.excerpt.length)}
    </Text>
  );
}

const label = (c: Citation) => `Passage ${c.passage}${c.heading ? ` · ${c.heading}` : ''}`;

export function CitationList({ citations }: { citations: Citation[] }) {
  const [open, setOpen] = useState<Citation | null>(null);
  if (!citations.length) return null;
  return (
    <>
      <Group gap={6} mt={6} data-testid="citations">
        <Text size="xs" c="dimmed">
          Sources:
        </Text>
        {citations.map((c) => (
          <Badge
            key={c.passage}
            component="button"
            type="button"
            variant="light"
            size="sm"
            radius="sm"
            leftSection={<IconBook2 size={12} />}
            style={{ cursor: 'pointer', textTransform: 'none' }}
            onClick={() => setOpen(c)}
          >
            {label(c)}
          </Badge>
        ))}
      </Group>
      <Modal opened={!!open} onClose={() => setOpen(null)} title={open ? label(open) : ''} centered size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              From the chapter
            </Text>
            <PassageText citation={open} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
