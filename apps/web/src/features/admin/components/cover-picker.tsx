import { useEffect, useState } from 'react';
import { Box, FileInput, Flex, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconPhotoUp } from '@tabler/icons-react';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { BookCover } from '../../../components/book-cover';

export interface CoverChoice {
  file: File | null;
  url: string;
}

/** Checks a chosen file before upload (the server checks its content again). */
export function coverFileError(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return MSG.books.imageTypeInvalid;
  if (file.size > LIMITS.imageMaxBytes) return MSG.books.imageTooLarge;
  return null;
}

/** A cover uploaded as a file or given as a URL: choosing one clears the other. With a preview. */
export function CoverPicker({ value, onChange, error }: { value: CoverChoice; onChange: (next: CoverChoice) => void; error?: string | null }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value.file) return setPreview(null);
    const url = URL.createObjectURL(value.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.file]);
  const fileError = coverFileError(value.file);
  return (
    // Side by side on wide screens; on a phone the preview goes below so the fields keep the width.
    <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'center', xs: 'flex-start' }} gap="lg">
      <Stack style={{ flex: 1, alignSelf: 'stretch' }} gap="sm">
        <FileInput
          label="Upload cover image"
          placeholder="Choose an image (at most 5 MB)"
          accept="image/*"
          clearable
          leftSection={<IconPhotoUp size={16} />}
          value={value.file}
          onChange={(file) => onChange({ file, url: file ? '' : value.url })}
          error={fileError ?? error}
          data-testid="cover-file"
        />
        <Text size="xs" c="dimmed" ta="center">
          or
        </Text>
        <TextInput
          label="Cover image URL"
          placeholder="https://..."
          leftSection={<IconLink size={16} />}
          value={value.url}
          onChange={(e) => onChange({ file: e.currentTarget.value ? null : value.file, url: e.currentTarget.value })}
        />
      </Stack>
      <Box w={120} style={{ flex: 'none' }} aria-label="Cover preview">
        <BookCover src={preview ?? value.url} title="the new book" />
      </Box>
    </Flex>
  );
}
