import { Badge, Table, Text } from '@mantine/core';
import type { Visit } from '../api/visit';

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function formatVisitTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME_FORMAT.format(date);
}

export function VisitsTable({ visits }: { visits: Visit[] }) {
  if (visits.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" data-testid="visits-empty">
        No visitors yet
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" data-testid="visits-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>IP address</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>Source</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visits.map((visit) => (
          <Table.Tr key={visit.id}>
            <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {visit.ipAddress}
            </Table.Td>
            <Table.Td>
              <time dateTime={visit.visitedAt}>{formatVisitTime(visit.visitedAt)}</time>
            </Table.Td>
            <Table.Td>
              {visit.isGoogleAdsTraffic ? (
                <Badge color="orange" variant="light">
                  Paid ads
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  Organic
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
