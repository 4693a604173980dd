import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDeleteVisits } from '../api/use-delete-visits';
import { useVisits } from '../api/use-visits';
import { VisitsTable } from './visits-table';

export const DELETE_ALL_CONFIRMATION = 'Are you sure you want to delete ALL IP addresses? This cannot be undone.';

interface Props {
  token: string;
  onUnauthorized: () => void;
  onSignOut: () => void;
}

/** The visit list with Refresh and Delete all, for an admin token the page holds. */
export function VisitsPanel({ token, onUnauthorized, onSignOut }: Props) {
  const visits = useVisits(token);
  const deleteAll = useDeleteVisits(token);

  const unauthorized =
    (visits.error instanceof ApiError && visits.error.status === 401) ||
    (deleteAll.error instanceof ApiError && deleteAll.error.status === 401);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);

  const [refreshing, setRefreshing] = useState(false);
  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await visits.refetch();
    } finally {
      setRefreshing(false);
    }
  };

  const onDelete = () => {
    if (window.confirm(DELETE_ALL_CONFIRMATION)) deleteAll.mutate();
  };

  const list = visits.data ?? [];
  return (
    <Container size="md" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Visitor IP addresses
            </Title>
            <Text c="dimmed" size="sm">
              {visits.data ? `${list.length} ${list.length === 1 ? 'visit' : 'visits'}, ` : ''}refreshed every 10 seconds
              {visits.dataUpdatedAt > 0 && ` (last at ${new Date(visits.dataUpdatedAt).toLocaleTimeString('en-GB')})`}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={() => void onRefresh()} loading={refreshing}>
              Refresh
            </Button>
            <Button color="red" onClick={onDelete} loading={deleteAll.isPending} disabled={list.length === 0}>
              Delete all
            </Button>
            <Button variant="subtle" color="gray" onClick={onSignOut}>
              Sign out
            </Button>
          </Group>
        </Group>
        {deleteAll.error && !unauthorized && (
          <Alert color="red" role="alert" title="Delete failed">
            {deleteAll.error.message}
          </Alert>
        )}
        {deleteAll.isSuccess && (
          <Alert color="teal" role="status">
            Deleted {deleteAll.data?.deleted ?? 0} visit records.
          </Alert>
        )}
        {visits.error && !unauthorized && (
          <Alert color="red" role="alert" title="Could not load the visits">
            {visits.error.message}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          {visits.isPending ? (
            <Group justify="center" py="xl">
              <Loader size="sm" />
            </Group>
          ) : (
            <VisitsTable visits={list} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
