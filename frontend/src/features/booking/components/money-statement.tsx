import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { tbilisiWallClock } from '@domain/availability/hold-period.js';
import { fill } from '@/i18n/content/rich';
import { formatDate } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { formatEuro } from '../booking-price';
import type { BookingMoney } from '../my-booking';

function Line({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{amount}</bdi>
      </Text>
    </Group>
  );
}

/**
 * The customer's page once the car is handed over: the rental total, the charges, the payments and
 * the balance, the same figures as staff see (`rentals bookings show`, the receipt).
 */
export function MoneyStatement({ money, total }: { money: BookingMoney; total: number }) {
  const c = useContent('myBooking').money;
  const locale = useLocale();
  const t = useT();
  const eur = (n: number) => formatEuro(n, locale, t);
  const day = (iso: string) => formatDate(tbilisiWallClock(new Date(iso)).date, locale);
  const b = money.balanceEur;
  const balance = b === 0 ? c.balance.settled : fill(b > 0 ? c.balance.due : c.balance.owed, { amount: eur(Math.abs(b)) });
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-money">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {c.title}
        </Title>
        <Line label={c.total} amount={eur(total)} />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt={4}>
          {c.charges}
        </Text>
        {money.charges.length ? (
          money.charges.map((ch, i) => <Line key={`c${i}`} label={ch.note ? `${c.charge[ch.kind]}: ${ch.note}` : c.charge[ch.kind]} amount={eur(ch.amount)} testId="money-charge" />)
        ) : (
          <Text size="sm">{c.none}</Text>
        )}
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt={4}>
          {c.payments}
        </Text>
        {money.payments.length ? (
          money.payments.map((p, i) => (
            <Line
              key={`p${i}`}
              label={`${day(p.at)} · ${c.method[p.method]}${p.currency === 'EUR' ? '' : ` · ${p.amount} ${p.currency}`}`}
              amount={eur(p.eur)}
              testId="money-payment"
            />
          ))
        ) : (
          <Text size="sm">{c.none}</Text>
        )}
        <Text fw={800} mt="xs" c={b > 0 ? 'red.9' : 'teal.9'} data-testid="money-balance" data-balance={b}>
          {balance}
        </Text>
      </Stack>
    </Paper>
  );
}
