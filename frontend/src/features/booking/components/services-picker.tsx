import { Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServicePrice } from '@domain/booking/service-prices.js';
import { servicesFor, type ServiceGroup } from '@domain/booking/services.js';
import { usePriceTables } from '@/lib/site-context';
import { useT, type MessageId, type MessageValues } from '@/i18n/i18n';
import type { ServicesForm } from '../booking-form';

const GROUP_ORDER: ServiceGroup[] = ['protection', 'convenience', 'travel', 'camping'];

export function servicePriceLabel(service: ServicePrice, t: (id: MessageId, values?: MessageValues) => string): string {
  return service.unit === 'per-day' ? t('services.perDay', { price: service.price }) : t('services.flat', { price: service.price });
}

interface Props {
  carType: string;
  value: ServicesForm;
  onChange: (patch: Partial<ServicesForm>) => void;
}

/** Optional services by group; the camping group is left out for the Elantra (docs/product.md §6). */
export function ServicesPicker({ carType, value, onChange }: Props) {
  const offered = servicesFor(carType);
  // The prices are the price tables' (the page's copy).
  const prices = usePriceTables().services;
  const t = useT();
  const groups = GROUP_ORDER.map((group) => ({ group, services: offered.filter((s) => s.group === group) })).filter(
    (g) => g.services.length > 0,
  );
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('services.title')}
      </Title>
      {groups.map(({ group, services }) => (
        <section key={group} data-service-group={group} aria-label={t(`serviceGroup.${group}`)}>
          <Text fw={600} size="sm" mb={6}>
            {t(`serviceGroup.${group}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {services.map((service) => (
              <Checkbox.Card
                key={service.key}
                radius="md"
                p="sm"
                checked={value[service.key]}
                onChange={(checked) => onChange({ [service.key]: checked })}
                aria-label={`${t(`service.${service.key}.label`)}, ${servicePriceLabel(prices[service.key], t)}`}
                data-service={service.key}
                name={service.key}
                value="true"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator mt={2} />
                  <div style={{ flex: 1 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Text fw={600} size="sm">
                        {t(`service.${service.key}.label`)}
                      </Text>
                      <Text fw={700} size="sm" c="teal.9" style={{ whiteSpace: 'nowrap' }}>
                        {servicePriceLabel(prices[service.key], t)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t(`service.${service.key}.description`)}
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
