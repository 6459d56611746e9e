import { useState } from 'react';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { resolveCoverUrl } from '../lib/cover-url';

/** A book's cover at 3:4, or the placeholder when there is none or it fails to load. */
/** `compact` (thumbnails): the placeholder shows only its icon. */
export function BookCover({ src, title, radius = 'md', compact = false }: { src: string | null | undefined; title: string; radius?: string; compact?: boolean }) {
  const url = resolveCoverUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !url || failedUrl === url;
  return (
    <AspectRatio ratio={3 / 4}>
      {failed ? (
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
