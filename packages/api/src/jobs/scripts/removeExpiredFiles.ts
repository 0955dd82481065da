import * as yup from 'yup';
import type { JobFileStorage } from '../storage.ts';
import { defineScript } from './types.ts';

/** Removes job result files past their retention (app setting `jobFileRetentionDays`). */
export const removeExpiredFiles = (storage: JobFileStorage) =>
  defineScript({
    name: 'remove-expired-job-files',
    title: 'Remove expired job files',
    description: 'Deletes export and import-report files older than the retention period set in the app settings.',
    supportsDryRun: true,
    params: [],
    rules: yup.object({}),
    async run(ctx) {
      await ctx.checkpoint();
      const { files, bytes } = await storage.removeExpired({ dryRun: ctx.params.dryRun });
      await ctx.progress(files, files);
      await ctx.log(
        `${files} expired files (${bytes} bytes) ${ctx.params.dryRun ? 'would be removed (dry run)' : 'removed'}`,
      );
      return { summary: { files, bytes, dryRun: ctx.params.dryRun } };
    },
  });
