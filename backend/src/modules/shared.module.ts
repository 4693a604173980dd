import { Module } from '@nestjs/common';
import { SystemClock } from '../adapters/clock/system.clock.js';
import { SharpImageProcessor } from '../adapters/images/sharp-image.processor.js';
import { NodeDigest } from '../adapters/security/node-digest.js';
import { PersistenceModule } from '../adapters/persistence/persistence.module.js';
import { Clock } from '../application/ports/clock.js';
import { Digest } from '../application/ports/digest.js';
import { ImageProcessor } from '../application/ports/image-processor.js';

/** What every feature module uses: the database with its repositories, the clock, SHA-256, and the image decoder (car photos, handover photos and signatures). */
@Module({
  imports: [PersistenceModule],
  providers: [{ provide: Clock, useClass: SystemClock }, { provide: Digest, useClass: NodeDigest }, { provide: ImageProcessor, useClass: SharpImageProcessor }],
  exports: [PersistenceModule, Clock, Digest, ImageProcessor],
})
export class SharedModule {}
