import { Box, Group, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { StarIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { fill } from '@/i18n/content/rich';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { AVERAGE_RATING, REVIEWS, type Review } from './reviews';
import classes from './reviews-carousel.module.css';

const AVATAR_COLOURS = ['#0b6e66', '#a4511b', '#2f5d8a', '#6b4c9a', '#5b6b3a', '#9c2f4a'];
const COPIES = 4;

function Stars({ rating }: { rating: number }) {
  const { reviews } = useContent('home');
  const locale = useLocale();
  return (
    <span role="img" aria-label={fill(reviews.starsLabel, { rating: formatNumber(rating, locale) }, locale)} style={{ display: 'inline-flex', color: '#e3a008' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={16} filled={n <= rating} />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { reviews } = useContent('home');
  const translated = reviews.items.find((r) => r.id === review.id);
  return (
    <figure className={classes.review} style={{ margin: 0 }}>
      <Group gap="sm" wrap="nowrap">
        <span className={classes.avatar} style={{ background: AVATAR_COLOURS[review.id % AVATAR_COLOURS.length] }} aria-hidden="true">
          {review.name.charAt(0)}
        </span>
        <div>
          <Text fw={700} lh={1.2}>
            {review.name}
          </Text>
          <Text size="xs" c="gray.7">
            {translated?.date ?? review.date}
          </Text>
        </div>
      </Group>
      <Box mt="sm">
        <Stars rating={review.rating} />
      </Box>
      <Text component="blockquote" size="sm" c="gray.8" mt={6} m={0} lh={1.6}>
        {translated?.text ?? review.text}
      </Text>
    </figure>
  );
}

/** Medium screens and up, where the carousel is shown (Mantine's md breakpoint). */
const MEDIUM_UP = '(min-width: 62em)';

/**
 * Google reviews, scrolling in a CSS loop; only on medium and larger screens (docs/frontend.md). Not in the
 * server's HTML (the same for every device: phones do not get 36 hidden cards), added after
 * hydration when the screen is medium or larger (it sits far below the first screen).
 */
export function ReviewsCarousel() {
  const { reviews } = useContent('home');
  const locale = useLocale();
  const [mediumUp, setMediumUp] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MEDIUM_UP);
    const update = () => setMediumUp(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (!mediumUp) return null;
  return (
    <Box component="section" visibleFrom="md" aria-labelledby="reviews-title" data-section="reviews">
      <PageContainer pt={72} pb={24}>
        <Title order={2} id="reviews-title" ta="center" fz={36}>
          {reviews.title}
        </Title>
        <Group justify="center" gap={8} mt="xs">
          <Stars rating={5} />
          <Text fw={700}>{fill(reviews.average, { rating: formatNumber(AVERAGE_RATING, locale) }, locale)}</Text>
          <Text c="gray.7">{reviews.source}</Text>
        </Group>
      </PageContainer>
      <div className={classes.viewport} style={{ paddingBottom: 56 }}>
        <ul className={classes.track}>
          {Array.from({ length: COPIES }, (_, copy) =>
            REVIEWS.map((r) => (
              <li key={`${copy}-${r.id}`} aria-hidden={copy > 0 ? true : undefined} data-copy={copy}>
                <ReviewCard review={r} />
              </li>
            )),
          )}
        </ul>
      </div>
    </Box>
  );
}
