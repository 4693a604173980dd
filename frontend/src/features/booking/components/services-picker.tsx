import { Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SERVICE_GROUP_LABELS, servicesFor, type Service, type ServiceGroup } from '@domain/booking/services.js';
import type { ServicesForm } from '../booking-form';

const GROUP_ORDER: ServiceGroup[] = ['protection', 'convenience', 'travel', 'camping'];

export function servicePriceLabel(service: Service): string {
  return service.unit === 'per-day' ? `${service.price} EUR/day` : `${service.price} EUR`;
}

interface Props {
  carType: string;
  value: ServicesForm;
  onChange: (patch: Partial<ServicesForm>) => void;
}

/** Optional services by group; the camping group is left out for the Elantra (SPEC §2). */
export function ServicesPicker({ carType, value, onChange }: Props) {
  const offered = servicesFor(carType);
  const groups = GROUP_ORDER.map((group) => ({ group, services: offered.filter((s) => s.group === group) })).filter(
    (g) => g.services.length > 0,
  );
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Optional Services
      </Title>
      {groups.map(({ group, services }) => (
        <section key={group} data-service-group={group} aria-label={SERVICE_GROUP_LABELS[group]}>
          <Text fw={600} size="sm" mb={6}>
            {SERVICE_GROUP_LABELS[group]}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {services.map((service) => (
              <Checkbox.Card
                key={service.key}
                radius="md"
                p="sm"
                checked={value[service.key]}
                onChange={(checked) => onChange({ [service.key]: checked })}
                aria-label={`${service.label}, ${servicePriceLabel(service)}`}
                data-service={service.key}
                name={service.key}
                value="true"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator mt={2} />
                  <div style={{ flex: 1 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Text fw={600} size="sm">
                        {service.label}
                      </Text>
                      <Text fw={700} size="sm" c="teal.9" style={{ whiteSpace: 'nowrap' }}>
                        {servicePriceLabel(service)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {service.description}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
