import { Button, FileButton, Group } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { PROFILE_PICTURE_MAX_BYTES } from '@booktutor/contracts/profile';
import { useDeleteProfilePicture } from '../api/delete-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { errorText } from '../../../lib/api-error';
import { notify } from '../../../lib/toast';

/**
 * Choose a file -> preview with Save Picture / Cancel; Remove Picture only when a saved
 * picture exists and no file is pending (spec section 2). The server checks the bytes again.
 */
export function ProfilePictureControls(props: { hasPicture: boolean; pending: File | null; onPendingChange: (file: File | null) => void }) {
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();

  const choose = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return notify('red', MSG.profile.pictureInvalid);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return notify('red', MSG.profile.pictureTooLarge);
    props.onPendingChange(file);
  };
  const save = () =>
    props.pending &&
    upload.mutate(props.pending, {
      onSuccess: (answer) => {
        props.onPendingChange(null);
        notify('green', answer.message || MSG.profile.pictureUpdated);
      },
      onError: (error) => notify('red', errorText(error, MSG.profile.pictureUploadFailed)),
    });
  const removePicture = () =>
    remove.mutate(undefined, { onSuccess: (answer) => notify('green', answer.message || MSG.profile.pictureDeleted), onError: () => notify('red', MSG.profile.pictureDeleteFailed) });

  if (props.pending) {
    return (
      <Group gap="xs">
        <Button size="xs" leftSection={<IconUpload size={14} />} loading={upload.isPending} onClick={save}>
          Save Picture
        </Button>
        <Button size="xs" variant="default" leftSection={<IconX size={14} />} disabled={upload.isPending} onClick={() => props.onPendingChange(null)}>
          Cancel
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs">
      <FileButton onChange={choose} accept="image/*">
        {(button) => (
          <Button {...button} size="xs" variant="light" leftSection={<IconPhoto size={14} />}>
            {props.hasPicture ? 'Change Picture' : 'Upload Picture'}
          </Button>
        )}
      </FileButton>
      {props.hasPicture && (
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={removePicture}>
          Remove Picture
        </Button>
      )}
    </Group>
  );
}
