import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

interface Props {
  rejected: boolean;
  onSubmit: (token: string) => void;
}

/** Asks for the admin token (the server's ADMIN_TOKEN). */
export function AdminTokenForm({ rejected, onSubmit }: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <Paper withBorder radius="md" p="xl" maw={440} mx="auto" mt="xl" component="form" onSubmit={submit} aria-label="Admin sign-in">
      <Stack>
        <Title order={1} size="h3">
          Admin access
        </Title>
        <Text c="dimmed" size="sm">
          Enter the admin token to see the visitor list. It is kept only for this browser session.
        </Text>
        {rejected && (
          <Alert color="red" title="Wrong admin token" role="alert">
            The server did not accept this token. Please enter it again.
          </Alert>
        )}
        <PasswordInput
          label="Admin token"
          autoComplete="current-password"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={touched && !value.trim() ? 'Please enter the admin token' : undefined}
          data-autofocus
          autoFocus
        />
        <Button type="submit">Show visitors</Button>
      </Stack>
    </Paper>
  );
}
