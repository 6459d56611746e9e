import { useState } from 'react';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { resolveCoverUrl } from '../lib/cover-url';
import { GeneratedCover } from './generated-cover';

/**
 * A book's cover at 3:4: its image; a designed cover (title, subject colour, grade) when it has
 * none; the spec's 'Book Cover Not Available' placeholder when its image fails to load.
 * `compact` (thumbnails): initial or icon only.
 */
export function BookCover({
  src,
  title,
  subject,
  grade,
  radius = 'md',
  compact = false,
}: {
  src: string | null | undefined;
  title: string;
  subject?: string | null;
  grade?: string | null;
  radius?: string;
  compact?: boolean;
}) {
  const url = resolveCoverUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = Boolean(url) && failedUrl === url;
  return (
    <AspectRatio ratio={3 / 4} data-testid="book-cover">
      {!url ? (
        <GeneratedCover title={title} subject={subject} grade={grade} compact={compact} radius={radius} />
      ) : failed ? (
        <Center
          data-testid="cover-placeholder"
          style={{ borderRadius: `var(--mantine-radius-${radius})`, background: 'var(--mantine-color-default-hover)', border: '1px dashed var(--mantine-color-default-border)' }}
        >
          <Stack gap={4} align="center" px="xs">
            <IconBook size={compact ? 16 : 32} color="var(--mantine-color-dimmed)" />
            {!compact && (
              <Text size="xs" c="dimmed" ta="center">
                Book Cover Not Available
              </Text>
            )}
          </Stack>
        </Center>
      ) : (
        <Image src={url} alt={`Cover of ${title}`} radius={radius} fit="cover" onError={() => setFailedUrl(url)} />
      )}
    </AspectRatio>
  );
}
