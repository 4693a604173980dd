import { Alert, Box, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { tbilisiWallClock } from '@domain/availability/hold-period.js';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, PRECHECKIN_RETENTION_DAYS, type DocumentKind, type DocumentType } from '@domain/precheckin/precheckin.js';
import { fill } from '@/i18n/content/rich';
import { formatDate, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import type { BookingPageBooking, PrecheckinNotice } from '../my-booking';
import classes from './precheckin-section.module.css';

const TYPE_NAMES: Record<DocumentType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
const MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

interface Props {
  precheckin: BookingPageBooking['precheckin'];
  /** The page's path (`/b/<token>` in the page's language): the form posts to `<pagePath>/documents`. */
  pagePath: string;
  notice: PrecheckinNotice | null;
}

/**
 * The pre-check-in (docs/product.md §13): the driving licence and the passport (a photo or a PDF each), the
 * international driving permit and a second driver, in one plain multipart form answered with 303
 * back to this section, so it works without JavaScript. With it, a file over the limit is caught
 * before the upload starts. What was sent is listed by type, size and time, never shown back.
 */
export function PrecheckinSection({ precheckin: p, pagePath, notice }: Props) {
  const c = useContent('myBooking').precheckin;
  const locale = useLocale();
  const [tooLarge, setTooLarge] = useState(false);
  const [sending, setSending] = useState(false);
  const shown = tooLarge ? 'documentSize' : notice;
  if (!p.open && p.documents.length === 0 && !notice) return null;

  const size = (bytes: number) =>
    bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} ${c.units.kb}` : `${formatNumber(bytes / 1024 / 1024, locale, 1)} ${c.units.mb}`;
  const sentLine = (kind: DocumentKind) => {
    const d = p.documents.find((x) => x.kind === kind);
    if (!d) return null;
    const w = tbilisiWallClock(new Date(d.uploadedAt));
    return fill(c.sent, { type: TYPE_NAMES[d.contentType], size: size(d.bytes), date: formatDate(w.date, locale), time: w.time });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const files = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type=file]')].flatMap((input) => [...(input.files ?? [])]);
    if (files.some((f) => f.size > DOCUMENT_MAX_BYTES)) {
      event.preventDefault();
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setSending(true);
  };
  const failed = shown !== null && shown !== 'saved';
  const documents = DOCUMENT_KINDS.map((kind) => {
    const sent = sentLine(kind);
    const id = `precheckin-${kind}`;
    return (
      <Box key={kind} data-testid={`precheckin-${kind}`} data-sent={sent ? 'yes' : 'no'}>
        <Text component={p.open ? 'label' : 'p'} htmlFor={p.open ? id : undefined} fw={600} size="sm" display="block" m={0}>
          {c[kind]}
        </Text>
        <Text size="sm" c={sent ? 'teal.9' : 'dimmed'} data-testid={`precheckin-${kind}-status`}>
          {sent ? `✓ ${sent}` : c.notSent}
        </Text>
        {p.open && <input id={id} name={kind} type="file" accept={DOCUMENT_TYPES.join(',')} className={classes.file} data-testid={`precheckin-${kind}-file`} />}
        {p.open && sent && (
          <Text size="xs" c="dimmed" mt={4}>
            {c.replaceHint}
          </Text>
        )}
      </Box>
    );
  });

  return (
    <Paper withBorder radius="md" p="md" id="precheckin" data-testid="precheckin" style={{ scrollMarginTop: 96 }}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {c.title}
        </Title>
        {shown && (
          <Alert color={failed ? 'red' : 'teal'} variant="light" role={failed ? 'alert' : 'status'} data-testid="precheckin-notice" data-notice={shown}>
            {fill(c.notices[shown], { max: MAX_MB })}
          </Alert>
        )}
        {p.open ? (
          <>
            <Text size="sm">{c.intro}</Text>
            <Text size="xs" c="dimmed">
              {fill(c.rules, { max: MAX_MB, days: PRECHECKIN_RETENTION_DAYS })}
            </Text>
          </>
        ) : (
          <Text size="sm">{c.closed}</Text>
        )}
        {p.open ? (
          <form method="post" action={`${pagePath}/documents`} encType="multipart/form-data" onSubmit={onSubmit} data-testid="precheckin-form">
            <Stack gap="md">
              {documents}
              <Checkbox name="internationalPermit" value="on" defaultChecked={p.internationalPermit} label={c.permit} data-testid="precheckin-permit" />
              <TextInput
                name="secondDriver"
                label={c.secondDriver}
                description={c.secondDriverHint}
                defaultValue={p.secondDriver ?? ''}
                maxLength={101}
                autoComplete="off"
                data-testid="precheckin-second-driver"
              />
              <TextInput name="licenceNumber" label={c.licenceNumber} defaultValue={p.licenceNumber ?? ''} maxLength={40} autoComplete="off" data-testid="precheckin-licence-number" />
              <TextInput name="passportNumber" label={c.passportNumber} defaultValue={p.passportNumber ?? ''} maxLength={40} autoComplete="off" data-testid="precheckin-passport-number" />
              <Button type="submit" color="teal" radius="xl" size="md" fullWidth loading={sending} data-testid="precheckin-submit">
                {c.submit}
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">{documents}</Stack>
        )}
      </Stack>
    </Paper>
  );
}
