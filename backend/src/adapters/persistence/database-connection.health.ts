import { Injectable } from '@nestjs/common';
import { DatabaseHealth } from '../../application/ports/database-health.js';
import { DatabaseConnection } from './database-connection.js';

@Injectable()
export class DatabaseConnectionHealth extends DatabaseHealth {
  constructor(private readonly connection: DatabaseConnection) {
    super();
  }

  isUp(): Promise<boolean> {
    return this.connection.ping();
  }
}
