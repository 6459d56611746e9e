import { Button, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';

/** Social sign-in is a full-page redirect to the server, which lands back on /auth-callback. */
export function SocialSignInButtons() {
  return (
    <Group grow gap="sm">
      <Button component="a" href="/api/social-auth/google" variant="default" leftSection={<IconBrandGoogle size={18} />}>
        Google
      </Button>
      <Button component="a" href="/api/social-auth/facebook" variant="default" leftSection={<IconBrandFacebook size={18} />}>
        Facebook
      </Button>
    </Group>
  );
}
