import type { FastifyPluginAsync } from 'fastify';
import type { UploadConfig } from '../../config';
import type { Db } from '../../db/database';
import type { LimitsConfig } from '../../rate-limit/limits-config';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { TypeBoxProvider } from '../../http/type-provider';
import { createUploadRepository } from '../files/upload.repository';
import { uploadRoutes } from '../files/upload.routes';
import { createReportRepository } from './report.repository';
import { registerReportRoutes } from './report.routes';
import { createScheduleActions } from './schedule.actions';
import type { CampaignRepository } from '../campaign.repository';
import { createDeliveryRepository } from '../../proofs/delivery/delivery.repository';

export type CampaignRecordsOptions = {
  db: Db;
  /** The service's campaign repository (built once, by the service). */
  campaigns: CampaignRepository;
  now?: () => Date;
  /** Where files go and how large they may be (UPLOAD_DIR, DATA_DIR, UPLOAD_MAX_BYTES, read by config.ts). */
  uploads: UploadConfig;
  /** Counts uploads per user (the app's one limiter). */
  limiter: RateLimiter;
  /** The upload rate per user and what one campaign may hold. */
  limits: Pick<LimitsConfig, 'uploads' | 'campaignFiles'>;
};

/**
 * Service B's records of a running campaign (issue 6): the daily report and its CSV, the
 * staff's purchase orders, invoices and proofs on schedule entries, and the campaign's files.
 */
export const campaignRecordsPlugin: FastifyPluginAsync<CampaignRecordsOptions> = async (instance, options) => {
  const now = options.now ?? (() => new Date());
  const uploadConfig = options.uploads;
  const { campaigns } = options;
  const uploads = createUploadRepository(options.db, uploadConfig.dir);
  registerReportRoutes(instance.withTypeProvider<TypeBoxProvider>(), {
    campaigns, reports: createReportRepository(options.db), schedules: createScheduleActions(campaigns, uploads, now), now,
    delivery: createDeliveryRepository(options.db, now),
  });
  await instance.register(uploadRoutes, {
    campaigns, uploads, maxBytes: uploadConfig.maxBytes, now,
    limiter: options.limiter, uploadRate: options.limits.uploads, campaignFiles: options.limits.campaignFiles,
  });
};
