import { Injectable } from '@nestjs/common';
import { DataSource, LessThan, type Repository } from 'typeorm';
import { VisitRepository, type StoredVisit } from '../../../application/ports/visit.repository.js';
import { VisitOrmEntity } from '../entities/visit.orm-entity.js';

function toStoredVisit(e: VisitOrmEntity): StoredVisit {
  return { id: e.id, ipAddress: e.ipAddress, visitedAt: e.visitedAt, isGoogleAdsTraffic: e.isGoogleAdsTraffic };
}

@Injectable()
export class TypeOrmVisitRepository extends VisitRepository {
  private readonly repo: Repository<VisitOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.repo = dataSource.getRepository(VisitOrmEntity);
  }

  async record(visit: { ipAddress: string; visitedAt: Date; isGoogleAdsTraffic: boolean }): Promise<StoredVisit> {
    const rows: { id: number }[] = await this.dataSource.query(
      `INSERT INTO visits (ip_address, visited_at, is_google_ads_traffic) VALUES ($1, $2, $3) RETURNING id`,
      [visit.ipAddress, visit.visitedAt, visit.isGoogleAdsTraffic],
    );
    return { id: rows[0].id, ...visit };
  }

  async list(limit: number): Promise<StoredVisit[]> {
    const rows = await this.repo.find({ order: { visitedAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(toStoredVisit);
  }

  async clear(): Promise<number> {
    const result = await this.repo.createQueryBuilder().delete().execute();
    return result.affected ?? 0;
  }

  async deleteBefore(cutoff: Date): Promise<number> {
    const result = await this.repo.delete({ visitedAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
