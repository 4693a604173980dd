import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UnitOfWork, type TransactionRepositories } from '../../application/ports/unit-of-work.js';
import { TypeOrmBookingHistoryWrites } from './repositories/typeorm-booking-history.repository.js';
import { TypeOrmBookingWrites } from './repositories/typeorm-booking.writes.js';
import { TypeOrmHandoverWrites } from './repositories/typeorm-handover.repository.js';
import { TypeOrmOutboxWrites } from './repositories/typeorm-outbox.repository.js';
import { TypeOrmMoneyWrites } from './repositories/typeorm-money.repository.js';
import { TypeOrmWhatsAppWrites } from './repositories/typeorm-whatsapp.repository.js';
import { inTransaction } from './transaction.js';

/**
 * The unit of work on one connection's transaction (transaction.ts `inTransaction`): every
 * repository handed to the work runs its statements on that connection, so the change, its
 * history rows and its outbox messages commit or roll back together.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  run<T>(work: (tx: TransactionRepositories) => Promise<T>): Promise<T> {
    return inTransaction(this.dataSource, (sql) =>
      work({
        bookings: new TypeOrmBookingWrites(sql),
        history: new TypeOrmBookingHistoryWrites(sql),
        outbox: new TypeOrmOutboxWrites(sql),
        handovers: new TypeOrmHandoverWrites(sql),
        money: new TypeOrmMoneyWrites(sql),
        whatsapp: new TypeOrmWhatsAppWrites(sql),
      }),
    );
  }
}
