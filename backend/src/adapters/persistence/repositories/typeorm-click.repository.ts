import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { ClickRepository, type ClickRecord, type StoredClick } from '../../../application/ports/click.repository.js';
import { ClickRecordOrmEntity } from '../entities/click-record.orm-entity.js';

function toStoredClick(e: ClickRecordOrmEntity): StoredClick {
  return {
    id: e.id,
    deviceFingerprint: e.deviceFingerprint,
    gclid: e.gclid,
    domain: e.domain,
    sourceUrl: e.sourceUrl,
    referrer: e.referrer,
    userAgent: e.userAgent,
    screenResolution: e.screenResolution,
    timezone: e.timezone,
    language: e.language,
    platform: e.platform,
    sessionId: e.sessionId,
    createdAt: e.createdAt,
  };
}

@Injectable()
export class TypeOrmClickRepository extends ClickRepository {
  private readonly repo: Repository<ClickRecordOrmEntity>;

  constructor(dataSource: DataSource) {
    super();
    this.repo = dataSource.getRepository(ClickRecordOrmEntity);
  }

  async save(record: ClickRecord, at: Date): Promise<StoredClick> {
    const entity = this.repo.create({ ...record, id: randomUUID(), createdAt: at });
    await this.repo.insert(entity);
    return toStoredClick(entity);
  }

  async latestFor(deviceFingerprint: string): Promise<StoredClick | null> {
    const e = await this.repo.findOne({ where: { deviceFingerprint }, order: { createdAt: 'DESC' } });
    return e ? toStoredClick(e) : null;
  }
}
