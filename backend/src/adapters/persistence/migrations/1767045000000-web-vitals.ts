import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real visitors' figures (POST /api/vitals): one row per figure of one page view, kept 90 days (the
 * retention job deletes older rows). No address, no user agent: page, language and device class only.
 * A figure reported again (web-vitals reports CLS and INP again when they grow) keeps its latest value.
 */
export class WebVitals1767045000000 implements MigrationInterface {
  name = 'WebVitals1767045000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE web_vitals (
        id bigserial PRIMARY KEY,
        metric_id varchar(64) NOT NULL,
        name varchar(8) NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value double precision NOT NULL CHECK (value >= 0),
        page varchar(64) NOT NULL,
        language varchar(8) NOT NULL,
        device varchar(8) NOT NULL CHECK (device IN ('mobile', 'desktop')),
        connection varchar(8) NULL,
        target varchar(200) NULL,
        received_at timestamptz NOT NULL,
        UNIQUE (metric_id, name)
      )`);
    await q.query(`CREATE INDEX web_vitals_received_idx ON web_vitals (received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE web_vitals`);
  }
}
