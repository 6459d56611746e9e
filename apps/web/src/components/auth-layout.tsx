import type { ReactNode } from 'react';
import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (sign up, admin login...). */
  footer?: ReactNode;
  width?: number;
}

/** The sign-in family of screens: a centred card with the BookTutor brand on a soft background. */
export function AuthLayout({ title, subtitle, children, footer, width = 440 }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Paper className={classes.card} maw={width} p={{ base: 'lg', sm: 36 }} radius="lg" withBorder>
        <Stack gap="lg">
          <Group renderRoot={(props) => <Link to="/" {...props} />} gap="sm" justify="center" className={classes.brand} aria-label="BookTutor home">
            <Image src="/logo.svg" alt="" w={44} h={44} />
            <Text fw={800} fz={26} lts={-0.5}>
              Book
              <Text span inherit c="blue.6">
                Tutor
              </Text>
            </Text>
          </Group>
          <Stack gap={4} align="center" ta="center">
            <Title order={1} fz={24} fw={700}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
          {footer && (
            <Stack gap={6} align="center" fz="sm">
              {footer}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
